import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { forgetFirebaseUser, identityCalls, identityError } from '../../stories/identity-fixtures';
import { findToast, withPage, type StoryUser } from '../../stories/page-harness';
import { signedOut } from '../../test/session';
import { Component } from './ResetPage';

/** Step 1 (`/user/login/reset/1`) and step 2 (`/2`) are one page reading its step from the address. */
const meta = {
  title: 'Pages/Sign-in/Reset password',
  component: Component,
  decorators: [withPage],
  beforeEach: forgetFirebaseUser,
  parameters: {
    page: {
      route: '/user/login/reset/:id',
      url: '/user/login/reset/1',
      layout: 'background',
      session: signedOut,
      identity: {
        'accounts:sendOobCode': {
          kind: 'identitytoolkit#GetOobConfirmationCodeResponse',
          email: 'somchai@example.com',
        },
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types `email` and presses "Send reset link". */
async function requestLink(user: StoryUser, email: string) {
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

/** Step 1 asks for the account's e-mail, with the way back to sign-in. */
export const AskForEmail: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/user/login',
    );
  },
};

/**
 * The reset e-mail is sent with its link returning to `{origin}/user/login/reset/success`
 * (docs/product.md §9), and step 2 says where it went.
 */
export const LinkSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await requestLink(userEvent, 'somchai@example.com');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'If an account exists for somchai@example.com, an email with a reset link is on its way.',
      ),
    ).toBeVisible();
    await expect(
      identityCalls.find((c) => c.endpoint === 'accounts:sendOobCode')?.body,
    ).toMatchObject({
      requestType: 'PASSWORD_RESET',
      email: 'somchai@example.com',
      continueUrl: `${window.location.origin}/user/login/reset/success`,
    });
    await expect(canvas.getByRole('link', { name: 'Use a different email' })).toHaveAttribute(
      'href',
      '/user/login/reset/1',
    );
  },
};

/** Not an e-mail address: refused in the form, nothing is sent (docs/product.md §5). */
export const NotAnEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await requestLink(userEvent, 'somchai');
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await expect(identityCalls).toEqual([]);
  },
};

/** Too many requests: Firebase refuses, the toast says to wait. */
export const TooManyRequests: Story = {
  parameters: {
    page: { identity: { 'accounts:sendOobCode': identityError('TOO_MANY_ATTEMPTS_TRY_LATER') } },
  },
  play: async ({ canvas, userEvent }) => {
    await requestLink(userEvent, 'somchai@example.com');
    await findToast('Too many attempts. Please wait a few minutes and try again.');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
  },
};

/** Step 2 opened by its address (no e-mail carried over): it still says to check the inbox. */
export const StepTwoByAddress: Story = {
  parameters: { page: { url: '/user/login/reset/2' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'If an account exists for that address, an email with a reset link is on its way.',
      ),
    ).toBeVisible();
  },
};
