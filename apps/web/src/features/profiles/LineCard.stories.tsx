import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { changeLanguage } from '../../i18n';
import { LineCardView } from './LineCard';

/** The LINE card of `/profile` in each of its states (docs/product.md §13 "On LINE"). */
const meta = {
  title: 'Features/Profiles/LINE card',
  component: LineCardView,
  args: {
    state: {
      kind: 'unlinked',
      addFriendUrl: 'https://line.me/R/ti/p/@shootbook',
      sandboxChatUrl: null,
    },
    onDisconnect: fn(),
    onRetry: fn(),
  },
  beforeEach: async () => {
    await changeLanguage('en');
    return async () => {
      await changeLanguage('en');
    };
  },
} satisfies Meta<typeof LineCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not connected: how to connect, and "Connect LINE" opening the official account in a new tab. */
export const NotConnected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not connected')).toBeVisible();
    const connect = canvas.getByRole('link', { name: 'Connect LINE' });
    await expect(connect).toHaveAttribute('href', 'https://line.me/R/ti/p/@shootbook');
    await expect(connect).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: 'Link LINE (sandbox)' })).toBeNull();
  },
};

/** In development the sandbox's chat page plays LINE: "Link LINE (sandbox)" opens it. */
export const NotConnectedSandbox: Story = {
  args: {
    state: {
      kind: 'unlinked',
      addFriendUrl: null,
      sandboxChatUrl: 'http://127.0.0.1:41234/chat/U0123456789abcdef0123456789abcdef',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Link LINE (sandbox)' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:41234/chat/U0123456789abcdef0123456789abcdef',
    );
    await expect(canvas.getByText(/nothing leaves this computer/)).toBeVisible();
  },
};

/** Without an official account configured, the card says LINE is not available yet. */
export const Unavailable: Story = {
  args: { state: { kind: 'unlinked', addFriendUrl: null, sandboxChatUrl: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('LINE is not available yet.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Connected: what goes to LINE, and "Disconnect". */
export const Connected: Story = {
  args: { state: { kind: 'linked' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Connected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    await expect(args.onDisconnect).toHaveBeenCalledOnce();
  },
};

/** Back from LINE with a link token: on the way to LINE's confirmation. */
export const Confirming: Story = {
  args: { state: { kind: 'confirming' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming on LINE…');
  },
};

/** The link could not be read: "Try again". */
export const LoadFailed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** In Thai, connected. */
export const ConnectedInThai: Story = {
  args: { state: { kind: 'linked' } },
  beforeEach: async () => {
    await changeLanguage('th');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('เชื่อมต่อแล้ว')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' })).toBeVisible();
  },
};

/** In Thai, not connected. */
export const NotConnectedInThai: Story = {
  beforeEach: async () => {
    await changeLanguage('th');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ยังไม่ได้เชื่อมต่อ')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'เชื่อมต่อ LINE' })).toBeVisible();
  },
};
