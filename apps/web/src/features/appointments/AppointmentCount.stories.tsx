import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Button } from '@shootbook/ui';
import { expect, waitFor } from 'storybook/test';
import { apiCalls, reply } from '../../stories/api-fixtures';
import { photographerSession } from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { AppointmentCount } from './AppointmentCount';

/** The photographer's "To confirm" link as the app shell renders it. */
function ToConfirmLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm">
      <NavLink to="/appointment/confirm">
        {t('nav.toConfirm')}
        <AppointmentCount status="Pending" />
      </NavLink>
    </Button>
  );
}

const meta = {
  title: 'Features/Appointments/Navigation count',
  component: ToConfirmLink,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/',
      session: photographerSession,
      api: { 'GET /appointment': { appointments: [], total: 3 } },
    },
  },
} satisfies Meta<typeof ToConfirmLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three requests wait: the link shows "3" and is read as "To confirm, 3 waiting". */
export const RequestsWaiting: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: /^To confirm ?, 3 waiting$/ }),
    ).toBeVisible();
    await expect(apiCalls.find((c) => c.operation === 'GET /appointment')?.query).toEqual({
      status: 'Pending',
      limit: '1',
    });
  },
};

/** Nothing waits: no badge, the link reads "To confirm". */
export const NothingWaiting: Story = {
  parameters: { page: { api: { 'GET /appointment': reply(200, { appointments: [], total: 0 }) } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(apiCalls.some((c) => c.operation === 'GET /appointment')).toBe(true),
    );
    await expect(await canvas.findByRole('link', { name: 'To confirm' })).toBeVisible();
  },
};
