import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Reject this appointment?',
    description:
      'The customer is told at once and the time becomes free again. This cannot be undone.',
    confirmLabel: 'Reject',
    cancelLabel: 'Keep it',
    tone: 'destructive',
    trigger: <Button variant="destructive">Reject</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RejectConfirmed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this appointment?' });
    // Focus starts on the safe choice.
    await expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Reject' }).find((b) => dialog.contains(b))!,
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const RejectCanceled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * By keyboard: the trigger says it opens a dialog; Escape backs out and focus returns to the
 * trigger (the dialog's code downloads on the trigger's focus or first opening).
 */
export const KeyboardBackOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Reject' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Reject this appointment?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** While the API call runs the confirm button spins; a failed call leaves the dialog open. */
export const Rejecting: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = screen
      .getAllByRole('button', { name: 'Reject' })
      .find((b) => dialog.contains(b))!;
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
  },
};

export const RejectFailed: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    onConfirm: fn(() => Promise.reject(new Error('invalid_transition'))),
  },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Reject' }).find((b) => dialog.contains(b))!,
    );
    await expect(args.onConfirm).toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};
