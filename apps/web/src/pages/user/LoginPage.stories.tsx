import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { never } from '../../stories/api-fixtures';
import { customerSession } from '../../stories/fixtures';
import {
  forgetFirebaseUser,
  identityCalls,
  identityError,
  networkDown,
  signsInAs,
} from '../../stories/identity-fixtures';
import { findToast, withPage, type StoryUser } from '../../stories/page-harness';
import { signedOut } from '../../test/session';
import { Component } from './LoginPage';

const meta = {
  title: 'Pages/Sign-in/Sign in',
  component: Component,
  decorators: [withPage],
  beforeEach: forgetFirebaseUser,
  parameters: { page: { route: '/user/login', layout: 'background', session: signedOut } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types an e-mail (with stray spaces, which the e-mail field drops) and a password, and presses "Sign in". */
async function signIn(user: StoryUser) {
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), ' somchai@example.com ');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The form, a way to reset a forgotten password, to register, and the Google and Facebook popups. */
export const SignInForm: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to ShootBook' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/user/login/reset/1',
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/user/register',
    );
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
  },
};

/**
 * Signed in with e-mail and password, the visitor returns to the page that sent them
 * here (`?next=`). The story's session is the one the sign-in leads to.
 */
export const SignedInReturnsToNext: Story = {
  parameters: {
    page: {
      url: '/user/login?next=/package/allpackage',
      session: customerSession,
      identity: signsInAs('uid-1'),
    },
  },
  play: async ({ canvas, userEvent }) => {
    // A visitor without an account keeps the page through registration too.
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/user/register?next=%2Fpackage%2Fallpackage',
    );
    await signIn(userEvent);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Next page: /package/allpackage' }),
    ).toBeVisible();
    await expect(identityCalls[0]).toMatchObject({
      endpoint: 'accounts:signInWithPassword',
      body: { email: 'somchai@example.com', password: 'correct horse' },
    });
  },
};

/** A `?next=` to another site is not followed (docs/product.md §5): the visitor lands on the home page. */
export const ForeignNextIgnored: Story = {
  parameters: {
    page: {
      url: '/user/login?next=https://evil.example/phish',
      session: customerSession,
      identity: signsInAs('uid-1'),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await signIn(userEvent);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Next page: /' }),
    ).toBeVisible();
  },
};

/** While Firebase answers, the button is busy and cannot be pressed twice. */
export const SigningIn: Story = {
  parameters: { page: { identity: { 'accounts:signInWithPassword': never } } },
  play: async ({ canvas, userEvent }) => {
    await signIn(userEvent);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};

/** A wrong e-mail or password: said in a toast, the visitor stays with what they typed. */
export const WrongPassword: Story = {
  parameters: {
    page: {
      identity: { 'accounts:signInWithPassword': identityError('INVALID_LOGIN_CREDENTIALS') },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await signIn(userEvent);
    await findToast('The email or password is not correct.');
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue(
      'somchai@example.com',
    );
  },
};

/** The sign-in service cannot be reached. */
export const Offline: Story = {
  parameters: { page: { identity: { 'accounts:signInWithPassword': networkDown } } },
  play: async ({ userEvent }) => {
    await signIn(userEvent);
    await findToast('Could not reach the sign-in service. Check your connection.');
  },
};

/** Nothing typed: both fields say what is missing and Firebase is not asked. */
export const EmptyForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your email address.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(identityCalls).toEqual([]);
  },
};
