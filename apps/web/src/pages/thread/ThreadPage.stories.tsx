import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply, type ApiCall } from '../../stories/api-fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { anong, bangkokTime, customerSession } from '../../stories/fixtures';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import {
  ENQUIRY_ID,
  conversation,
  lineMessage,
  placeMessage,
  textMessage,
  threadOf,
} from '../../stories/thread-fixtures';
import { draftKey } from '../../features/threads/drafts';
import { Component } from './ThreadPage';

/** Takes out the drafts earlier stories left on this device. */
const forgetDrafts = () => {
  for (const key of Object.keys(localStorage))
    if (key.startsWith(draftKey(''))) localStorage.removeItem(key);
};

const meta = {
  title: 'Pages/Messages/Conversation',
  component: Component,
  decorators: [withPage],
  beforeEach: forgetDrafts,
  parameters: {
    layout: 'fullscreen',
    page: {
      route: '/messages/:id',
      url: `/messages/${ENQUIRY_ID}`,
      session: customerSession,
      api: conversation(threadOf(), []),
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new enquiry: nothing said yet, a labelled composer. A message shows at once and stays once
 * the API has it; it is sent with a client id (a retry never writes twice).
 */
export const EmptyEnquiry: Story = {
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log', { name: `Conversation with ${anong.name}` });
    await expect(within(log).getByRole('heading', { name: 'No messages yet' })).toBeVisible();
    await expect(canvas.getByText(/once you have booked and paid/)).toBeVisible();
    const composer = canvas.getByRole('textbox', { name: `Message to ${anong.name}` });
    await userEvent.type(composer, 'Can you shoot at my venue in Hua Hin?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    // Shown at once, and then as the API wrote it.
    await expect(composer).toHaveValue('');
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    await expect(within(log).getByText('Can you shoot at my venue in Hua Hin?')).toBeVisible();
    const sent = apiCalls.find((c) => c.operation === 'POST /thread/{id}/message');
    await expect(sent?.body).toEqual({
      clientId: expect.any(String),
      text: 'Can you shoot at my venue in Hua Hin?',
    });
  },
};

/** Sending failed: the message stays, marked "Not sent", and "Retry sending" sends the same message again. */
export const SendFailsThenRetry: Story = {
  parameters: {
    page: {
      api: () => {
        const ok = conversation(threadOf(), [])();
        return {
          ...ok,
          'POST /thread/{id}/message': failingFirst(
            apiError(503, 'internal', 'Unavailable'),
            ok['POST /thread/{id}/message'],
          ),
        };
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const composer = await canvas.findByRole('textbox', { name: `Message to ${anong.name}` });
    await userEvent.type(composer, 'Is 16:00 possible?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Not sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry sending' }));
    // Written once the retry is answered: no longer "Sending…", and not "Not sent".
    await waitFor(() => expect(canvas.queryByText('Sending…')).toBeNull());
    await expect(canvas.queryByText('Not sent')).toBeNull();
    await expect(canvas.getByText('Is 16:00 possible?')).toBeVisible();
    const posts = apiCalls.filter((c) => c.operation === 'POST /thread/{id}/message');
    await expect(posts).toHaveLength(2);
    await expect((posts[1]!.body as { clientId: string }).clientId).toBe(
      (posts[0]!.body as { clientId: string }).clientId,
    );
  },
};

const older = Array.from({ length: 30 }, (_, i) =>
  textMessage(i % 2 ? `Answer ${i}` : `Question ${i}`, i % 2 === 0, bangkokTime(-3, 9)),
);
const newer = [
  textMessage('Can we start at 16:00 for the golden hour?', true, bangkokTime(-1, 10)),
  textMessage('Yes, 16:00 works. Meet at Tha Phae Gate.', false, bangkokTime(-1, 11)),
  placeMessage('Tha Phae Gate', 'https://maps.app.goo.gl/thaphae'),
  textMessage('Great, see you there!', true, bangkokTime(-1, 12)),
];
const longThread = threadOf({ otherReadSeq: newer.at(-1)!.seq, unread: 1 });
/** Pages of a long thread: the newest first, then the older one on "Show earlier messages". */
const pagedMessages = (call: ApiCall) =>
  call.query.before
    ? reply(200, { messages: older, nextBefore: null })
    : reply(200, { messages: newer, nextBefore: newer[0]!.seq });

/**
 * A long thread: the newest messages, the place as a map link, "Seen" under the customer's last
 * message, older messages on demand; opening it marks it read.
 */
export const LongThread: Story = {
  parameters: {
    page: {
      api: () => ({
        ...conversation(longThread, [])(),
        'GET /thread/{id}/message': pagedMessages,
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log');
    await expect(await within(log).findByText('Great, see you there!')).toBeVisible();
    await expect(within(log).getByText('Seen')).toBeVisible();
    const place = within(log).getByRole('link', { name: /Tha Phae Gate/ });
    await expect(place).toHaveAttribute('href', 'https://maps.app.goo.gl/thaphae');
    await expect(place).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'POST /thread/{id}/read')?.body).toEqual({
        upTo: newer.at(-1)!.seq,
      }),
    );
    await userEvent.click(within(log).getByRole('button', { name: 'Show earlier messages' }));
    await expect(await within(log).findByText('Question 0')).toBeInTheDocument();
    await expect(within(log).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  },
};

const paidThread = threadOf({
  kind: 'appointment',
  appointmentId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  contactVisible: true,
  counterpart: {
    id: anong.id,
    name: anong.name,
    avatarUrl: null,
    phone: '0812345678',
    email: 'anong@example.com',
  },
});
const bookingStory = [
  textMessage('Is the old city shoot possible in May?', true, bangkokTime(-4, 9)),
  lineMessage('requested', { start: bangkokTime(5, 16) }, bangkokTime(-4, 10)),
  lineMessage('accepted', {}, bangkokTime(-3, 10)),
  lineMessage('paid', {}, bangkokTime(-3, 12)),
  lineMessage('moved', { start: bangkokTime(6, 16) }, bangkokTime(-2, 12)),
  textMessage('Moved one day later because of the rain forecast.', false, bangkokTime(-2, 12)),
];

/** A paid booking's thread: its events as lines, and the photographer's phone and e-mail. */
export const BookingLinesAndContact: Story = {
  parameters: { page: { api: conversation(paidThread, bookingStory) } },
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log');
    await expect(await within(log).findByText('Booking confirmed')).toBeVisible();
    await expect(within(log).getByText('Payment received')).toBeVisible();
    await expect(within(log).getByText(/^Moved to /)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Phone: 0812345678' })).toHaveAttribute(
      'href',
      'tel:0812345678',
    );
    await expect(canvas.getByRole('link', { name: 'Open the booking' })).toBeVisible();
  },
};

/** The same in Thai: the lines, the contact and the composer. */
export const BookingLinesInThai: Story = {
  ...inThai,
  parameters: { page: { api: conversation(paidThread, bookingStory) } },
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: `บทสนทนากับ ${anong.name}` });
    await expect(await within(log).findByText('ยืนยันการจองแล้ว')).toBeVisible();
    await expect(within(log).getByText('ได้รับการชำระเงินแล้ว')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: `ข้อความถึง ${anong.name}` })).toBeVisible();
  },
};

/** A long thread in Thai, with "Seen" (อ่านแล้ว) and older messages on demand. */
export const LongThreadInThai: Story = {
  ...inThai,
  parameters: LongThread.parameters,
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log');
    await expect(await within(log).findByText('อ่านแล้ว')).toBeVisible();
    await expect(within(log).getByRole('button', { name: 'แสดงข้อความก่อนหน้า' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory('GET /thread/{id}', 'Loading the conversation…');

/** The conversation could not be read: why, and "Try again". */
export const LoadError: Story = {
  parameters: {
    page: {
      api: () => ({
        ...conversation(threadOf(), [])(),
        'GET /thread/{id}': failingFirst(apiError(500, 'internal', 'Boom'), threadOf()),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('The conversation could not be loaded.', userEvent);
    await expect(await canvas.findByRole('log')).toBeVisible();
  },
};

/** A thread its reader may not open (or none) is "not found", like any missing page. */
export const NotFound: Story = {
  parameters: {
    page: {
      api: { 'GET /thread/{id}': apiError(404, 'not_found', 'No thread') },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The conversation could not be loaded.',
    );
  },
};

/** The customer reports the photographer's message, saying why; it is kept for review. */
export const ReportAMessage: Story = {
  parameters: {
    page: {
      api: () => ({
        ...conversation(threadOf(), [
          textMessage('Pay me on LINE instead, it is cheaper.', false),
        ])(),
        'POST /thread/{id}/message/{messageId}/report': reply(204),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log');
    await userEvent.click(await within(log).findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Report this message?' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Why' }),
      'Asks to book or pay outside ShootBook',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await expect(await findToast('Reported. Thank you.')).toBeVisible();
    await expect(
      apiCalls.find((c) => c.operation === 'POST /thread/{id}/message/{messageId}/report')?.body,
    ).toEqual({ reason: 'off_platform' });
  },
};

const placeThread = [
  textMessage('Where do we meet?', true, bangkokTime(-1, 9)),
  placeMessage('Tha Phae Gate', 'https://maps.app.goo.gl/thaphae'),
  // A stored link the rule does not take shows as the place's name, not as a link.
  placeMessage('Somewhere else', 'https://example.com/not-a-map'),
];

/**
 * "Share a place": a name and a map link or coordinates, checked as typed, sent as a place (a
 * Google Maps link for coordinates) and shown as a link that opens the map in a new tab.
 */
export const ShareAPlace: Story = {
  parameters: { page: { api: conversation(threadOf(), placeThread) } },
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log');
    await expect(await within(log).findByRole('link', { name: /Tha Phae Gate/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expect(within(log).queryByRole('link', { name: /Somewhere else/ })).toBeNull();
    await expect(within(log).getByText('📍 Somewhere else')).toBeVisible();

    const open = canvas.getByRole('button', { name: 'Share a place' });
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = canvas.getByRole('form', { name: 'Share a place' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Place name/ }),
      'Wat Phra Singh',
    );
    const location = within(form).getByRole('textbox', { name: /Map link or coordinates/ });
    await userEvent.type(location, 'https://example.com/maps');
    await userEvent.click(within(form).getByRole('button', { name: 'Share the place' }));
    await expect(location).toHaveAccessibleDescription(/Paste a Google Maps or Apple Maps link/);
    await expect(apiCalls.filter((c) => c.operation === 'POST /thread/{id}/message')).toHaveLength(
      0,
    );

    await userEvent.clear(location);
    await userEvent.type(location, '18.7884, 98.9819');
    await userEvent.click(within(form).getByRole('button', { name: 'Share the place' }));
    const shared = await within(log).findByRole('link', { name: /Wat Phra Singh/ });
    await expect(shared).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=18.7884,98.9819',
    );
    await expect(apiCalls.find((c) => c.operation === 'POST /thread/{id}/message')?.body).toEqual({
      clientId: expect.any(String),
      place: {
        name: 'Wat Phra Singh',
        url: 'https://www.google.com/maps/search/?api=1&query=18.7884,98.9819',
      },
    });
  },
};

/** The places and the "Share a place" form in Thai. */
export const ShareAPlaceInThai: Story = {
  ...inThai,
  parameters: ShareAPlace.parameters,
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log');
    await expect(
      await within(log).findByRole('link', { name: /Tha Phae Gate \(เปิดแผนที่\)/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'แชร์สถานที่' }));
    const form = canvas.getByRole('form', { name: 'แชร์สถานที่' });
    await expect(within(form).getByRole('textbox', { name: /ชื่อสถานที่/ })).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: /ลิงก์แผนที่หรือพิกัด/ })).toBeVisible();
  },
};

/**
 * The draft survives a reload: what was being typed is back in the composer, and a message that
 * was on its way shows "Not sent" with "Retry sending", which writes it with its first client id.
 */
export const DraftKeptAcrossReload: Story = {
  beforeEach: () => {
    localStorage.setItem(
      draftKey(ENQUIRY_ID),
      JSON.stringify({
        text: 'And could we add a second loca',
        unsent: [{ clientId: 'c-before-reload', text: 'Is May 3 free?', failed: false }],
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const composer = await canvas.findByRole('textbox', { name: `Message to ${anong.name}` });
    await expect(composer).toHaveValue('And could we add a second loca');
    const log = await canvas.findByRole('log');
    await expect(within(log).getByText('Is May 3 free?')).toBeVisible();
    await expect(within(log).getByText('Not sent')).toBeVisible();

    await userEvent.type(composer, 'tion?');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(draftKey(ENQUIRY_ID)) ?? '{}')).toMatchObject({
        text: 'And could we add a second location?',
      }),
    );
    await userEvent.click(within(log).getByRole('button', { name: 'Retry sending' }));
    await waitFor(() => expect(within(log).queryByText('Not sent')).toBeNull());
    await expect(apiCalls.find((c) => c.operation === 'POST /thread/{id}/message')?.body).toEqual({
      clientId: 'c-before-reload',
      text: 'Is May 3 free?',
    });
    // Written: only the draft's text is kept.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(draftKey(ENQUIRY_ID)) ?? '{}')).toEqual({
        text: 'And could we add a second location?',
        unsent: [],
      }),
    );
  },
};

/**
 * Offline: a message sent without a connection waits as "Sending…" (kept on the device), and is
 * sent once the connection is back.
 */
export const SendWhileOffline: Story = {
  // Back online whatever the story's end.
  beforeEach: () => () => onlineManager.setOnline(true),
  play: async ({ canvas, userEvent }) => {
    const composer = await canvas.findByRole('textbox', { name: `Message to ${anong.name}` });
    onlineManager.setOnline(false);
    await userEvent.type(composer, 'Sent from the train');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const log = canvas.getByRole('log');
    await expect(within(log).getByText('Sending…')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(draftKey(ENQUIRY_ID)) ?? '{}')).toMatchObject({
      unsent: [{ text: 'Sent from the train' }],
    });
    await expect(apiCalls.filter((c) => c.operation === 'POST /thread/{id}/message')).toHaveLength(
      0,
    );

    onlineManager.setOnline(true);
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    await expect(within(log).getByText('Sent from the train')).toBeVisible();
    await expect(apiCalls.filter((c) => c.operation === 'POST /thread/{id}/message')).toHaveLength(
      1,
    );
  },
};
