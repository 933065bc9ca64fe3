import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiError, bodySent, reply, type ApiCall } from '../../stories/api-fixtures';
import { anong, photographerSession } from '../../stories/fixtures';
import { findToast, withPage } from '../../stories/page-harness';
import { Component } from './CreateBusyTimePage';

const meta = {
  title: 'Pages/Profile/Add busy time',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/profile/createBusyTime',
      session: photographerSession,
      api: {
        'POST /user/busytime': (call: ApiCall) =>
          reply(201, {
            id: 'a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c0d',
            photographerId: anong.id,
            kind: 'Photographer',
            appointmentId: null,
            title: '',
            ...(call.body as object),
          }),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tomorrow 09:00–18:00 in Anong's zone (Asia/Bangkok, said in the description) is offered; it is
 * sent as UTC instants and the photographer is back on her schedule.
 */
export const BlockTomorrow: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Add busy time' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Times are in your time zone \(Asia\/Bangkok\)/)).toBeVisible();
    const day = (canvas.getByLabelText(/^Start date/) as HTMLInputElement).value;
    await expect(canvas.getByLabelText(/^End date/)).toHaveValue(day);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Holiday');
    await userEvent.click(canvas.getByRole('button', { name: 'Add busy time' }));

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Next page: /profile/schedule' }),
    ).toBeVisible();
    await expect(bodySent('POST /user/busytime')).toEqual({
      title: 'Holiday',
      start: new Date(`${day}T09:00:00+07:00`).toISOString(),
      end: new Date(`${day}T18:00:00+07:00`).toISOString(),
    });
    await findToast('Busy time added');
  },
};

/** An end before the start is refused in the form; nothing is sent. */
export const EndBeforeStart: Story = {
  play: async ({ canvas, userEvent }) => {
    const end = await canvas.findByLabelText(/^End time/);
    await userEvent.clear(end);
    await userEvent.type(end, '08:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Add busy time' }));
    await expect(await canvas.findByText('The end must be after the start.')).toBeVisible();
    await expect(bodySent('POST /user/busytime')).toBeUndefined();
  },
};

/** The time overlaps a Pending or Accepted appointment: the API's 409 is explained on the page. */
export const OverlapsAnAppointment: Story = {
  parameters: {
    page: { api: { 'POST /user/busytime': apiError(409, 'conflict', 'overlaps an appointment') } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add busy time' }));
    await expect(
      await canvas.findByText(
        'This time overlaps an appointment. Cancel or move the appointment first.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add busy time' })).toBeVisible();
  },
};

/** Any other failure says the API's reason and keeps the form. */
export const SaveFails: Story = {
  parameters: {
    page: { api: { 'POST /user/busytime': apiError(500, 'internal', 'database unavailable') } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add busy time' }));
    await expect(
      await canvas.findByText('Something went wrong on our side. Please try again.'),
    ).toBeVisible();
  },
};
