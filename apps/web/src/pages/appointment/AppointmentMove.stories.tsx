import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@shootbook/api-client';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, reply, type ApiCall } from '../../stories/api-fixtures';
import {
  appointmentDetail,
  bangkokTime,
  customerSession,
  orderOf,
  photographerSession,
  somchai,
} from '../../stories/fixtures';
import { bookingDelivery, inThai } from '../../stories/delivery-fixtures';
import { withPage } from '../../stories/page-harness';
import { slotsAnswer } from '../../stories/slot-fixtures';
import { threadOf } from '../../stories/thread-fixtures';
import { Component } from './AppointmentPage';

const ID = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
const MOVE_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
/** A working day (Monday to Saturday in Bangkok) two or three days ahead, so the week shown first has it. */
const workday = [2, 3].find((days) => new Date(bangkokTime(days, 10)).getUTCDay() !== 0)!;
const paid = appointmentDetail({
  id: ID,
  days: workday,
  hour: 10,
  status: 'Accepted',
  payment: { status: 'Paid', paidAt: new Date().toISOString() },
});

/** The customer's open proposal to move the shoot to 14:00 the same day, for the weather. */
const move: Schemas['AppointmentMove'] = {
  id: MOVE_ID,
  appointmentId: ID,
  proposedBy: 'customer',
  fromStart: paid.appointment.start,
  start: bangkokTime(workday, 14),
  end: bangkokTime(workday, 16),
  reason: 'WEATHER',
  status: 'Open',
  expiresAt: new Date(Date.now() + 40 * 3_600_000).toISOString(),
  decidedAt: null,
  createdAt: new Date(Date.now() - 8 * 3_600_000).toISOString(),
};
const proposed = { ...paid, openMove: move };

const meta = {
  title: 'Pages/Appointments/Booking move',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/appointment/:id',
      url: `/appointment/${ID}`,
      session: customerSession,
      api: {
        'GET /appointment/detail/{id}': reply(200, proposed),
        'GET /payment/{id}': reply(200, orderOf(paid)),
        'GET /appointment/{id}/delivery': reply(200, bookingDelivery(null)),
        'GET /appointment/{id}/dispute': { dispute: null },
        'GET /thread/appointment/{id}': threadOf({ kind: 'appointment', appointmentId: ID }),
        'GET /thread/{id}/message': { messages: [], nextBefore: null },
        'POST /thread/{id}/read': { unread: 0 },
        // The booking's own hold blocks unless the page asks with `except` = its id, as the API answers.
        'GET /subpackage/{id}/slots': slotsAnswer(120, [
          { start: paid.appointment.start, end: paid.appointment.end, appointmentId: ID },
        ]),
        'POST /appointment/{id}/moves': (call: ApiCall) =>
          reply(201, { ...move, ...(call.body as object) }),
        'POST /appointment/{id}/moves/{moveId}/accept': reply(200, { ...move, status: 'Accepted' }),
        'POST /appointment/{id}/moves/{moveId}/decline': reply(200, {
          ...move,
          status: 'Declined',
        }),
        'POST /appointment/{id}/moves/{moveId}/withdraw': reply(200, {
          ...move,
          status: 'Withdrawn',
        }),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Thai stories leave axe's `label-content-name-mismatch` out: it splits a name into words at
 * spaces, which Thai does not write, so the booking's cancel button (visible "ยกเลิก", named
 * "ยกเลิกการจองกับ …") reads as a mismatch though its name starts with its text.
 */
const thaiA11y = {
  a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } },
};

const withoutProposal = {
  page: { api: { 'GET /appointment/detail/{id}': reply(200, { ...paid, openMove: null }) } },
};

/**
 * A paid booking without a proposal: "Propose another time" opens the booking calendar's free
 * times of the same length (its own hours counted free) and a reason; Send is off until a time is
 * picked, then sends the start and the reason code.
 */
export const ProposeAnotherTime: Story = {
  parameters: withoutProposal,
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Moving the shoot' }),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Propose another time' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Propose another time' });
    await expect(within(dialog).getByRole('button', { name: 'Send proposal' })).toBeDisabled();
    const times = await within(dialog).findByRole('group', { name: 'Available times' });
    const radio = (start: string) =>
      within(times)
        .getAllByRole<HTMLInputElement>('radio')
        .find((r) => r.value === start);
    await waitFor(() => expect(radio(bangkokTime(workday, 11))).toBeDefined());
    await userEvent.click(radio(bangkokTime(workday, 11))!);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'PERSONAL',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'POST /appointment/{id}/moves')?.body).toEqual({
        start: bangkokTime(workday, 11),
        reason: 'PERSONAL',
      }),
    );
    const asked = apiCalls.find((c) => c.operation === 'GET /subpackage/{id}/slots');
    await expect(asked?.query.except).toBe(ID);
  },
};

/** The same dialog in Thai. */
export const ProposeAnotherTimeInThai: Story = {
  ...inThai,
  parameters: withoutProposal,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'เสนอเวลาอื่น' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'เสนอเวลาอื่น' });
    await expect(within(dialog).getByRole('button', { name: 'ส่งคำขอ' })).toBeDisabled();
    await expect(within(dialog).getByRole('combobox', { name: 'เหตุผล' })).toHaveValue('WEATHER');
  },
};

/** The photographer sees the customer's open proposal with Accept and Decline; accepting sends it. */
export const ProposalForTheOtherParty: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(new RegExp(`^${somchai.name} proposes moving the shoot to`)),
    ).toBeVisible();
    await expect(canvas.getByText('Reason: Weather (rain or haze)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw proposal' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept new time' }));
    await waitFor(() =>
      expect(
        apiCalls.find((c) => c.operation === 'POST /appointment/{id}/moves/{moveId}/accept')?.path,
      ).toEqual({ id: ID, moveId: MOVE_ID }),
    );
  },
};

/** The photographer's view in Thai. */
export const ProposalForTheOtherPartyInThai: Story = {
  ...inThai,
  parameters: { page: { session: photographerSession }, ...thaiA11y },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ตกลงเวลาใหม่' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ปฏิเสธ' })).toBeVisible();
    await expect(canvas.getByText('เหตุผล: สภาพอากาศ (ฝนหรือหมอกควัน)')).toBeVisible();
  },
};

/** The customer's own open proposal: only Withdraw; a refusal of the API is told in words. */
export const OwnProposalWithdraw: Story = {
  parameters: {
    page: {
      api: {
        'POST /appointment/{id}/moves/{moveId}/withdraw': reply(409, {
          code: 'invalid_transition',
          message: 'This proposal has expired',
          params: { reason: 'move_expired' },
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/^You proposed moving the shoot to/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept new time' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw proposal' }));
    const told = await screen.findByText('This proposal has expired.');
    await waitFor(() => expect(told).toBeVisible());
  },
};

/** The customer's own proposal in Thai. */
export const OwnProposalInThai: Story = {
  ...inThai,
  parameters: thaiA11y,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ถอนคำขอ' })).toBeVisible();
    await expect(canvas.getByText(/^คุณเสนอเลื่อนการถ่ายภาพเป็น/)).toBeVisible();
  },
};

/** After the shoot's start nothing can be moved: the section is absent. */
export const NotMovableAfterStart: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/detail/{id}': reply(200, {
          ...paid,
          openMove: null,
          appointment: {
            ...paid.appointment,
            start: bangkokTime(-1, 10),
            end: bangkokTime(-1, 12),
          },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Moving the shoot' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Propose another time' })).toBeNull();
  },
};
