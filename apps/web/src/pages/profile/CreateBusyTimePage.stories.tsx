import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { i18n } from '../../i18n';
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

/** The form's value of a field (`startDate`, `endTime`, …): the pickers keep it in a hidden input. */
function formValue(canvasElement: HTMLElement, name: string): string {
  return canvasElement.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!
    .value;
}

/**
 * Tomorrow 09:00–18:00 in Anong's zone (Asia/Bangkok, said in the description) is offered; it is
 * sent as UTC instants and the photographer is back on her schedule.
 */
export const BlockTomorrow: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Add busy time' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Times are in your time zone \(Indochina Time\)/)).toBeVisible();
    const day = formValue(canvasElement, 'startDate');
    await expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(formValue(canvasElement, 'endDate')).toBe(day);
    // Days read in full in the UI language, times on the 24-hour clock.
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const written = new Date(y, m - 1, d).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    await expect(canvas.getByRole('combobox', { name: /^Start date/ })).toHaveTextContent(written);
    await expect(canvas.getByRole('combobox', { name: /^Start time/ })).toHaveTextContent('09:00');
    await expect(canvas.getByRole('combobox', { name: /^End time/ })).toHaveTextContent('18:00');
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
    await userEvent.click(await canvas.findByRole('combobox', { name: /^End time/ }));
    await userEvent.click(await screen.findByRole('option', { name: '08:00' }));
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

/**
 * A day picked on the calendar and a time picked with the keyboard reach the request: from 13:30
 * (typing "13" jumps to 13:00, two steps down is 13:30) to 18:00 on the day after.
 */
export const PickDayAndTime: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const endDate = await canvas.findByRole('combobox', { name: /^End date/ });
    const day = formValue(canvasElement, 'endDate');
    await userEvent.click(endDate);
    await expect(await screen.findByRole('dialog', { name: /^End date/ })).toBeVisible();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', day));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(endDate).toHaveFocus();
    const next = formValue(canvasElement, 'endDate');
    await expect(Date.parse(next) - Date.parse(day)).toBe(24 * 60 * 60 * 1000);

    canvas.getByRole('combobox', { name: /^Start time/ }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('13');
    await waitFor(() => expect(screen.getByRole('option', { name: '13:00' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('combobox', { name: /^Start time/ })).toHaveTextContent('13:30');

    await userEvent.click(canvas.getByRole('button', { name: 'Add busy time' }));
    await waitFor(() =>
      expect(bodySent('POST /user/busytime')).toEqual({
        start: new Date(`${day}T13:30:00+07:00`).toISOString(),
        end: new Date(`${next}T18:00:00+07:00`).toISOString(),
      }),
    );
  },
};

/**
 * In Thai the dates are Thai (weekday, day, month and Buddhist-era year), the calendar too, and
 * the times stay on the 24-hour clock: the browser's "mm/dd/yyyy" and "AM/PM" never show.
 */
export const InThai: Story = {
  beforeEach: async () => {
    await i18n.changeLanguage('th');
    return async () => {
      await i18n.changeLanguage('en');
    };
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'เพิ่มช่วงเวลาไม่ว่าง' }),
    ).toBeVisible();
    const startDate = canvas.getByRole('combobox', { name: /^วันที่เริ่ม/ });
    await expect(startDate).toHaveTextContent(
      /^[\u0E00-\u0E7F.]+ \d{1,2} [\u0E00-\u0E7F.]+ 25\d\d$/,
    );
    await expect(canvas.getByRole('combobox', { name: /^เวลาเริ่ม/ })).toHaveTextContent('09:00');
    await expect(canvas.getByRole('combobox', { name: /^เวลาสิ้นสุด/ })).toHaveTextContent('18:00');
    await userEvent.click(startDate);
    await expect(await screen.findByRole('grid')).toHaveAccessibleName(/^[\u0E00-\u0E7F]+ 25\d\d$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
