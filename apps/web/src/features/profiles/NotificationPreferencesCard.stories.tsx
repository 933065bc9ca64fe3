import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { changeLanguage } from '../../i18n';
import { NotificationPreferencesView } from './NotificationPreferencesCard';

const allOn = () => ({
  messages: { email: true, line: true, push: true },
  bookings: { email: true, line: true, push: true },
  reminders: { email: true, line: true, push: true },
  delivery: { email: true, line: true, push: true },
});

/** The notification settings of `/profile` in each of their states (docs/decisions/0036). */
const meta = {
  title: 'Features/Profiles/Notification settings',
  component: NotificationPreferencesView,
  args: {
    state: { kind: 'ready', preferences: allOn() },
    onChange: fn(),
    onRetry: fn(),
  },
  beforeEach: async () => {
    await changeLanguage('en');
    return async () => {
      await changeLanguage('en');
    };
  },
} satisfies Meta<typeof NotificationPreferencesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything on (a new user): a box per channel for each topic; unticking one saves the whole table. */
export const AllOn: Story = {
  play: async ({ canvas, args }) => {
    const messages = canvas.getByRole('group', { name: 'Messages' });
    await expect(messages).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(12);
    const push = canvas.getAllByRole('checkbox', { name: 'Push notifications' })[0]!;
    await expect(push).toBeChecked();
    push.click();
    await expect(args.onChange).toHaveBeenCalledWith({
      ...allOn(),
      messages: { email: true, line: true, push: false },
    });
    await expect(canvas.getByText(/Quiet hours: between 22:00 and 07:00/)).toBeVisible();
  },
};

/** Some channels off: those boxes are unticked. */
export const SomeOff: Story = {
  args: {
    state: {
      kind: 'ready',
      preferences: {
        ...allOn(),
        bookings: { email: false, line: true, push: true },
        delivery: { email: true, line: false, push: false },
      },
    },
  },
  play: async ({ canvas }) => {
    const checked = canvas.getAllByRole('checkbox').filter((box) => box.ariaChecked === 'true');
    await expect(checked).toHaveLength(9);
  },
};

/** The same in Thai. */
export const AllOnThai: Story = {
  beforeEach: async () => {
    await changeLanguage('th');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'การแจ้งเตือน' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'ข้อความ' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox', { name: 'อีเมล' })).toHaveLength(4);
  },
};

/** While the settings load. */
export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: 'Loading your notification settings' }),
    ).toBeVisible();
  },
};

/** They could not be read: "Try again" reads them again. */
export const LoadFailed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your notification settings could not be read.')).toBeVisible();
    canvas.getByRole('button', { name: 'Try again' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Loading failed, in Thai. */
export const LoadFailedThai: Story = {
  args: { state: { kind: 'error' } },
  beforeEach: async () => {
    await changeLanguage('th');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('อ่านการตั้งค่าการแจ้งเตือนของคุณไม่ได้')).toBeVisible();
  },
};
