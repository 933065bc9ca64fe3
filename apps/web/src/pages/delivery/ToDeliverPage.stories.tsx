import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, failingFirst, reply } from '../../stories/api-fixtures';
import { deliveryOf, inThai } from '../../stories/delivery-fixtures';
import { bangkokTime, photographerSession, pimchanok } from '../../stories/fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './ToDeliverPage';

const late = deliveryOf('photographer', 'Open', {
  id: '11111111-2222-4333-8444-555555555555',
  appointmentId: '21111111-2222-4333-8444-555555555555',
  offersProofs: false,
  dueAt: bangkokTime(-1, 18),
  late: true,
  customer: pimchanok,
});
const picks = deliveryOf('photographer', 'PicksSubmitted');
const answer = { deliveries: [late, picks], total: 2 };

const meta = {
  title: 'Pages/Delivery/To deliver',
  component: Component,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      route: '/appointment/deliver',
      session: photographerSession,
      api: { 'GET /deliveries': answer },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Soonest due first, the late one marked, each with what happens now and its gallery. */
export const ToDeliver: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Deliveries' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(within(first!).getByText('Late')).toBeVisible();
    await expect(first).toHaveTextContent(`Customer: ${pimchanok.name}`);
    await expect(first).toHaveTextContent('Upload the edited photos and deliver them.');
    await expect(within(second!).queryByText('Late')).toBeNull();
    await expect(second).toHaveTextContent('The customer picked 3 photos.');
    await expect(within(second!).getByRole('link', { name: /^Open the gallery/ })).toHaveAttribute(
      'href',
      `/appointment/${picks.appointmentId}/delivery`,
    );
  },
};

export const Empty: Story = {
  parameters: { page: { api: { 'GET /deliveries': reply(200, { deliveries: [], total: 0 }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing to deliver' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory('GET /deliveries', 'Loading the delivery…');

export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /deliveries': failingFirst(apiError(500, 'internal', 'Boom'), answer),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load your deliveries', userEvent);
    await expect(await canvas.findByRole('list', { name: 'Deliveries' })).toBeVisible();
  },
};

export const InThai: Story = {
  ...inThai,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'รายการส่งมอบ' });
    await expect(within(list).getByText('เลยกำหนด')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'รอส่งภาพ', level: 1 })).toBeVisible();
  },
};
