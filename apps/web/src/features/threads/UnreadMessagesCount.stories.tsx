import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Button } from '@shootbook/ui';
import { expect, waitFor } from 'storybook/test';
import { apiCalls, reply } from '../../stories/api-fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { customerSession } from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { UnreadMessagesCount } from './UnreadMessagesCount';

/** The "Messages" link as the app shell renders it. */
function MessagesLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm">
      <NavLink to="/messages">
        {t('nav.messages')}
        <UnreadMessagesCount />
      </NavLink>
    </Button>
  );
}

const meta = {
  title: 'Features/Messages/Navigation count',
  component: MessagesLink,
  decorators: [withPage],
  parameters: {
    page: { route: '/', session: customerSession, api: { 'GET /thread/unread': { unread: 4 } } },
  },
} satisfies Meta<typeof MessagesLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four messages wait: the link shows "4" and is read as "Messages, 4 unread". */
export const UnreadWaiting: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^Messages ?, 4 unread$/ })).toBeVisible();
  },
};

export const UnreadWaitingInThai: Story = {
  ...inThai,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: /^ข้อความ\s*ยังไม่ได้อ่าน 4 รายการ$/ }),
    ).toBeVisible();
  },
};

/** Nothing unread: no badge, the link reads "Messages". */
export const NothingUnread: Story = {
  parameters: { page: { api: { 'GET /thread/unread': reply(200, { unread: 0 }) } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(apiCalls.some((c) => c.operation === 'GET /thread/unread')).toBe(true),
    );
    await expect(await canvas.findByRole('link', { name: 'Messages' })).toBeVisible();
  },
};
