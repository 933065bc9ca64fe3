import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, failingFirst, reply } from '../../stories/api-fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { bangkokTime, photographerSession, pimchanok, somchai } from '../../stories/fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { threadOf } from '../../stories/thread-fixtures';
import { Component } from './ThreadListPage';

const BOOKING_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const enquiry = threadOf({ unread: 2, lastMessageAt: bangkokTime(0, 9) }, 'photographer');
const booking = threadOf(
  {
    id: '4d2e3f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
    kind: 'appointment',
    appointmentId: BOOKING_ID,
    counterpart: {
      id: pimchanok.id,
      name: pimchanok.name,
      avatarUrl: null,
      phone: null,
      email: null,
    },
    lastMessageAt: bangkokTime(-1, 15),
  },
  'photographer',
);
const list = { threads: [enquiry, booking], total: 2 };

const meta = {
  title: 'Pages/Messages/List',
  component: Component,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      route: '/messages',
      session: photographerSession,
      api: { 'GET /thread': list },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The photographer's conversations: an enquiry with two unread, and a booking's thread opening on the booking. */
export const Conversations: Story = {
  play: async ({ canvas }) => {
    const items = within(await canvas.findByRole('list', { name: 'Messages' })).getAllByRole(
      'link',
    );
    await expect(items[0]).toHaveTextContent(somchai.name);
    await expect(items[0]).toHaveTextContent('2 unread');
    await expect(items[0]).toHaveAttribute('href', `/messages/${enquiry.id}`);
    await expect(items[1]).toHaveTextContent(pimchanok.name);
    await expect(items[1]).toHaveAttribute('href', `/appointment/${BOOKING_ID}`);
  },
};

export const ConversationsInThai: Story = {
  ...inThai,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'ข้อความ' });
    await expect(list).toHaveTextContent('ยังไม่ได้อ่าน 2 ข้อความ');
    await expect(list).toHaveTextContent('คำถาม');
  },
};

/** A booking's thread with a customer who deleted their account (docs/product.md §14). */
const withFormerUser = {
  threads: [{ ...booking, counterpart: { ...booking.counterpart, name: '', formerUser: true } }],
  total: 1,
};

/** The other person deleted their account: the thread names them "Former user". */
export const FormerUser: Story = {
  parameters: { page: { api: { 'GET /thread': withFormerUser } } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Messages' });
    await expect(within(list).getByRole('link')).toHaveTextContent('Former user');
  },
};

export const FormerUserInThai: Story = {
  ...inThai,
  parameters: { page: { api: { 'GET /thread': withFormerUser } } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'ข้อความ' });
    await expect(within(list).getByRole('link')).toHaveTextContent('ผู้ใช้เดิม');
  },
};

export const Empty: Story = {
  parameters: { page: { api: { 'GET /thread': reply(200, { threads: [], total: 0 }) } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No conversations yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory('GET /thread', 'Loading conversations…');

export const LoadError: Story = {
  parameters: {
    page: {
      api: () => ({ 'GET /thread': failingFirst(apiError(500, 'internal', 'Boom'), list) }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('The conversations could not be loaded.', userEvent);
    await expect(await canvas.findByText(somchai.name)).toBeVisible();
  },
};
