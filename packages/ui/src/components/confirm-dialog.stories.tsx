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
 * trigger.
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

/**
 * By keyboard to the end: Enter opens, focus is held inside the dialog (Tab moves from the cancel
 * to the confirm button and back), Enter on the confirm button confirms, and focus returns to the
 * trigger.
 */
export const KeyboardConfirm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Reject' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this appointment?' });
    await expect(dialog).toHaveAccessibleDescription(/The customer is told at once/);
    const cancel = screen.getByRole('button', { name: 'Keep it' });
    const confirm = screen
      .getAllByRole('button', { name: 'Reject' })
      .find((b) => dialog.contains(b))!;
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled from outside (no trigger): a click on the overlay does not dismiss it. */
export const OutsideClickDoesNotDismiss: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ userEvent, args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.click(document.querySelector('[data-slot="confirm-dialog-overlay"]')!);
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
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
    // Escape does not close it mid-call either.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
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
    // Once the call has failed the buttons are usable again and the dialog is still there.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toBeEnabled());
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};
