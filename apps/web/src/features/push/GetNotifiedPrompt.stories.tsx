import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { changeLanguage } from '../../i18n';
import { GetNotifiedView } from './GetNotifiedPrompt';

/** The "Get notified" prompt of a booking's page in each of its states (docs/decisions/0036). */
const meta = {
  title: 'Features/Push/Get notified',
  component: GetNotifiedView,
  args: { state: 'offer', onEnable: fn(), onDismiss: fn() },
  beforeEach: async () => {
    await changeLanguage('en');
    return async () => {
      await changeLanguage('en');
    };
  },
} satisfies Meta<typeof GetNotifiedView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer: "Turn on" asks the browser, "Not now" hides it. */
export const Offer: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Get notified')).toBeVisible();
    canvas.getByRole('button', { name: 'Turn on' }).click();
    await expect(args.onEnable).toHaveBeenCalled();
    canvas.getByRole('button', { name: 'Not now' }).click();
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** The offer in Thai. */
export const OfferThai: Story = {
  beforeEach: async () => {
    await changeLanguage('th');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('รับการแจ้งเตือน')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เปิด' })).toBeVisible();
  },
};

/** Waiting for the browser's permission and the subscription. */
export const Subscribing: Story = {
  args: { state: 'subscribing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Turn on/ })).toBeDisabled();
  },
};

/** Subscribed. */
export const Subscribed: Story = {
  args: { state: 'subscribed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Notifications are on for this device.',
    );
  },
};

/** The user refused in the browser's dialog: how to allow them later. */
export const Denied: Story = {
  args: { state: 'denied' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("You can allow them in your browser's site settings."),
    ).toBeVisible();
  },
};

/** Refused, in Thai. */
export const DeniedThai: Story = {
  args: { state: 'denied' },
  beforeEach: async () => {
    await changeLanguage('th');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('การแจ้งเตือนถูกบล็อกบนอุปกรณ์นี้')).toBeVisible();
  },
};
