import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { AppointmentDetail } from '../../features/appointments/queries';
import { apiCalls, type ApiCall, type ApiFixtures } from '../../stories/api-fixtures';
import { appointmentDetail, photographerSession, pimchanok, somchai, fullDay } from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { Component } from './ConfirmAppointmentsPage';

/**
 * `GET /appointment/detail` and `PATCH /appointment/status/{id}` over one list, so a request the
 * photographer answered comes back from the refetch with its new status.
 */
function appointmentsApi(initial: AppointmentDetail[]): () => ApiFixtures {
  return () => {
    let details = initial;
    return {
      'GET /appointment/detail': () => ({ details, total: details.length }),
      'PATCH /appointment/status/{id}': (call: ApiCall) => {
        const { status } = call.body as { status: AppointmentDetail['appointment']['status'] };
        details = details.map((d) => (d.appointment.id === call.path.id ? { ...d, appointment: { ...d.appointment, status } } : d));
        return details.find((d) => d.appointment.id === call.path.id)?.appointment;
      },
    };
  };
}

const requests = [
  appointmentDetail({ id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', customer: somchai, days: 5, hour: 16, status: 'Pending', note: 'Sunset at the viewpoint, please. We bring our own flowers.' }),
  appointmentDetail({ id: '6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', customer: pimchanok, sub: fullDay, days: 9, hour: 8, status: 'Pending' }),
];

const meta = {
  title: 'Pages/Appointments/Confirm appointments',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: { route: '/appointment/confirm', session: photographerSession, api: appointmentsApi(requests) },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two customers wait for an answer; accepting one moves it to "Just handled" as Accepted. */
export const PendingRequests: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Appointments to confirm' })).toBeVisible();
    const queue = await canvas.findByRole('region', { name: 'Appointments to confirm' });
    await expect(within(queue).getByRole('button', { name: 'Reject booking from พิมพ์ชนก วงศ์สวัสดิ์' })).toBeEnabled();

    await userEvent.click(within(queue).getByRole('button', { name: 'Accept booking from Somchai Jaidee' }));

    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'PATCH /appointment/status/{id}')).toMatchObject({
        path: { id: requests[0]!.appointment.id },
        body: { status: 'Accepted' },
      }),
    );
    const toast = await screen.findByText('Accepted booking from Somchai Jaidee');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Just handled' })).toBeVisible();
    // Only Pimchanok's request is still waiting.
    await waitFor(() => expect(within(queue).queryByRole('button', { name: /Somchai Jaidee/ })).toBeNull());
    await expect(within(queue).getByRole('button', { name: 'Accept booking from พิมพ์ชนก วงศ์สวัสดิ์' })).toBeVisible();
  },
};

/** Nothing waits: the photographer is pointed to all appointments. */
export const NoRequests: Story = {
  parameters: {
    page: {
      api: appointmentsApi([
        appointmentDetail({ id: '7c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f', days: 3, hour: 10, status: 'Accepted' }),
      ]),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No requests waiting')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all appointments' })).toHaveAttribute('href', '/appointment/list');
  },
};
