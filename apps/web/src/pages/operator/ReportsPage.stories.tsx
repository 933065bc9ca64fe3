import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inThai } from '../../stories/delivery-fixtures';
import { messageReports, operatorSession } from '../../stories/operator-fixtures';
import { withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './ReportsPage';

const meta = {
  title: 'Pages/Operator/Reports',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/operator/reports',
      session: operatorSession,
      api: { 'GET /operator/message-reports': { reports: messageReports } },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reported messages, newest first: why, the text (or that it is gone), who wrote and reported. */
export const Reports: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'Asks to book or pay outside ShootBook',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(messageReports[0]!.text!)).toBeVisible();
    await expect(canvas.getByText('The message is no longer there.')).toBeVisible();
  },
};

/** The reports in Thai. */
export const ReportsInThai: Story = {
  ...inThai,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'หยาบคายหรือคุกคาม' }),
    ).toBeVisible();
    await expect(canvas.getByText('ข้อความนี้ไม่มีอยู่แล้ว')).toBeVisible();
  },
};

/** No reports. */
export const Empty: Story = {
  parameters: { page: { api: { 'GET /operator/message-reports': { reports: [] } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reported messages')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(
  'GET /operator/message-reports',
  'Loading reported messages…',
);
