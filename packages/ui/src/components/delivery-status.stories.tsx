import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from './button.tsx';
import { DeliveryStatusPanel } from './delivery-status.tsx';
import { phoneViewport } from './delivery-stories.ts';

const steps = [
  { id: 'Open', label: 'Shoot done' },
  { id: 'ProofsReady', label: 'Proofs' },
  { id: 'PicksSubmitted', label: 'Picks' },
  { id: 'FinalsDelivered', label: 'Finals' },
  { id: 'Accepted', label: 'Accepted' },
];

const labels = {
  steps: 'Delivery steps',
  done: 'done',
  current: 'current step',
  due: 'Due',
  late: 'Late',
};

const meta = {
  title: 'Delivery/DeliveryStatusPanel',
  component: DeliveryStatusPanel,
  tags: ['autodocs'],
  ...phoneViewport,
  args: {
    title: 'Photo delivery',
    steps,
    currentStep: 1,
    statusText: 'Pick your favourite proofs',
    dueAt: '2030-01-14T10:00:00Z',
    timeZone: 'Asia/Bangkok',
    locale: 'en-GB',
    labels,
    action: <Button>Pick favourites</Button>,
  },
} satisfies Meta<typeof DeliveryStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's view while proofs wait for picks: earlier steps done, the next step offered. */
export const PicksWaiting: Story = {
  play: async ({ canvas }) => {
    await expect(window.innerWidth, 'a phone-width story').toBeLessThanOrEqual(390);
    const list = canvas.getByRole('list', { name: 'Delivery steps' });
    const items = list.querySelectorAll('li');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Shoot done, done');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Proofs, current step');
    await expect(canvas.getByText('14 Jan 2030')).toBeVisible();
    await expect(canvas.queryByText('Late')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pick favourites' })).toBeVisible();
  },
};

/** Past the due date with the finals still owed: marked late for both parties. */
export const Late: Story = {
  args: {
    steps: [steps[0]!, steps[3]!, steps[4]!],
    currentStep: 0,
    statusText: 'Waiting for the photographer’s photos',
    late: true,
    action: <Button variant="outline">Ask for a refund</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Late')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Photo delivery' })).toHaveAttribute(
      'data-late',
      'true',
    );
  },
};

/** Accepted: every step done, nothing current, no action. */
export const Accepted: Story = {
  args: { complete: true, currentStep: 4, statusText: 'Accepted', action: undefined },
  play: async ({ canvas }) => {
    const items = canvas.getByRole('list', { name: 'Delivery steps' }).querySelectorAll('li');
    for (const item of items) await expect(item).not.toHaveAttribute('aria-current');
    await expect(items[4]).toHaveTextContent('Accepted, done');
  },
};

export const DarkLateThai: Story = {
  globals: { ...phoneViewport.globals, theme: 'dark' },
  args: {
    title: 'การส่งมอบภาพ',
    steps: [
      { id: 'Open', label: 'ถ่ายเสร็จแล้ว' },
      { id: 'ProofsReady', label: 'ภาพตัวอย่าง' },
      { id: 'PicksSubmitted', label: 'เลือกภาพ' },
      { id: 'FinalsDelivered', label: 'ภาพจริง' },
      { id: 'Accepted', label: 'ยอมรับแล้ว' },
    ],
    currentStep: 2,
    statusText: 'ช่างภาพกำลังแต่งภาพที่คุณเลือก',
    late: true,
    locale: 'th-TH',
    labels: {
      steps: 'ขั้นตอนการส่งมอบ',
      done: 'เสร็จแล้ว',
      current: 'ขั้นตอนปัจจุบัน',
      due: 'กำหนดส่ง',
      late: 'เลยกำหนด',
    },
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('เลยกำหนด')).toBeVisible();
  },
};
