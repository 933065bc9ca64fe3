import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, failingFirst, never, reply } from '../../stories/api-fixtures';
import {
  anong,
  appointmentDetail,
  blockedByAnong,
  photographerSession,
  pimchanok,
  somchai,
} from '../../stories/fixtures';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { Component } from './SchedulePage';

const holiday = blockedByAnong('b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e', 4, 'Songkran with family');
const accepted = appointmentDetail({
  id: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f',
  customer: somchai,
  days: 6,
  hour: 10,
  status: 'Accepted',
});
const pending = appointmentDetail({
  id: 'd3e4f5a6-b7c8-4d9e-8f0a-2b3c4d5e6f7a',
  customer: pimchanok,
  days: 8,
  hour: 14,
  status: 'Pending',
});
const rejected = appointmentDetail({
  id: 'e4f5a6b7-c8d9-4e0f-9a1b-3c4d5e6f7a8b',
  days: 7,
  hour: 9,
  status: 'Rejected',
});
/** The hold of the accepted appointment, as the API lists it among the busy times. */
const acceptedHold = {
  id: 'f5a6b7c8-d9e0-4f1a-8b2c-4d5e6f7a8b9c',
  photographerId: anong.id,
  start: accepted.appointment.start,
  end: accepted.appointment.end,
  title: 'Appointment',
  kind: 'Appointment' as const,
  appointmentId: accepted.appointment.id,
};

const schedule = {
  'GET /busytime/photographer/{id}': { busyTimes: [acceptedHold, holiday] },
  'GET /appointment/detail': { details: [rejected, pending, accepted], total: 3 },
};

const meta = {
  title: 'Pages/Profile/My schedule',
  component: Component,
  decorators: [withPage],
  parameters: { page: { route: '/profile/schedule', session: photographerSession, api: schedule } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (name: string) =>
  screen
    .getByRole('heading', { level: 2, name })
    .closest<HTMLElement>('[data-slot="card"], section')!;

/**
 * Anong's week (Monday to Saturday, 09:00–18:00), her busy times in time order — the holiday she
 * blocked, which she may delete, then the hold of an accepted shoot, which follows its appointment —
 * and the appointments that hold her time, soonest first (the rejected one is not among them).
 */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My schedule' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Monday range 1 start' })).toHaveValue(
      '09:00',
    );
    await expect(canvas.getByRole('button', { name: 'Add hours on Sunday' })).toBeVisible();

    const busy = region('Upcoming busy times');
    await waitFor(() => expect(within(busy).getAllByRole('listitem')).toHaveLength(2));
    const [blocked, hold] = within(busy).getAllByRole('listitem');
    await expect(hold).toHaveTextContent('Appointment');
    await expect(within(hold!).queryByRole('button', { name: /Delete/ })).toBeNull();
    await expect(blocked).toHaveTextContent(/^Songkran with family.*09:00–18:00Blocked by you/);
    await expect(
      within(blocked!).getByRole('button', { name: 'Delete busy time Songkran with family' }),
    ).toBeVisible();
    await expect(
      apiCalls.find((c) => c.operation === 'GET /busytime/photographer/{id}')?.path,
    ).toEqual({ id: anong.id });

    const upcoming = region('Upcoming appointments');
    const customers = within(upcoming)
      .getAllByText(/Somchai Jaidee|พิมพ์ชนก/, { selector: 'dd' })
      .map((dd) => dd.textContent);
    await expect(customers).toEqual([somchai.name, pimchanok.name]);
  },
};

/** Deleting a blocked time asks first, then `DELETE /user/busytime/{id}`, with an undo in the toast. */
export const DeleteBusyTime: Story = {
  parameters: { page: { api: { 'DELETE /user/busytime/{id}': reply(204) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete busy time Songkran with family' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this busy time?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await findToast('Busy time deleted');
    await expect(apiCalls.find((c) => c.operation === 'DELETE /user/busytime/{id}')?.path).toEqual({
      id: holiday.id,
    });
    await expect(
      within(toast.closest<HTMLElement>('[data-sonner-toast]')!).getByRole('button', {
        name: 'Undo',
      }),
    ).toBeVisible();
  },
};

/** Nothing blocked and nothing booked: both lists say so, and adding a busy time is one click away. */
export const Empty: Story = {
  parameters: {
    page: {
      api: {
        'GET /busytime/photographer/{id}': reply(200, { busyTimes: [] }),
        'GET /appointment/detail': reply(200, { details: [rejected], total: 1 }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'No busy times in the next 60 days' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'No upcoming appointments' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Add busy time' })[0]).toHaveAttribute(
      'href',
      '/profile/createBusyTime',
    );
  },
};

/** While busy times and appointments load, the availability editor is already there. */
export const Loading: Story = {
  parameters: {
    page: { api: { 'GET /busytime/photographer/{id}': never, 'GET /appointment/detail': never } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('status', { name: 'Loading…' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Save availability' })).toBeVisible();
  },
};

/** The busy times fail to load: said where they belong, and "Try again" loads them. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        ...schedule,
        'GET /busytime/photographer/{id}': failingFirst(
          apiError(503, 'internal', 'database unavailable'),
          schedule['GET /busytime/photographer/{id}'],
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load your schedule.', userEvent);
    await expect(await canvas.findByText('Songkran with family')).toBeVisible();
  },
};
