import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { newAccountSession } from '../../stories/fixtures';
import {
  forgetFirebaseUser,
  identityCalls,
  identityError,
  passwordPolicy,
  signsInAs,
} from '../../stories/identity-fixtures';
import { findToast, withPage, type StoryUser } from '../../stories/page-harness';
import { signedOut } from '../../test/session';
import { Component } from './RegisterPage';

/*
 * The project's password policy asks for 8 characters (docs/product.md §5: the server's minimum wins over
 * the default 6). Firebase keeps the policy it read for the page's life, so every story serves the same one.
 */
const meta = {
  title: 'Pages/Sign-in/Register',
  component: Component,
  decorators: [withPage],
  beforeEach: forgetFirebaseUser,
  parameters: {
    page: {
      route: '/user/register',
      layout: 'background',
      session: signedOut,
      identity: { passwordPolicy: passwordPolicy(8) },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

async function register(user: StoryUser, password: string) {
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'somchai@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

/** The form says the policy's minimum under the password before anything is typed, and links to sign-in. */
export const RegisterForm: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        'Use at least 8 characters.',
      ),
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/login',
    );
  },
};

/**
 * A password below the policy is refused before Firebase is asked; a long enough one creates the
 * account, and registration continues with the name (docs/product.md §4). The story's session is the one
 * the new account leads to.
 */
export const CreatesTheAccount: Story = {
  parameters: {
    page: { session: newAccountSession, identity: signsInAs('uid-1', 'accounts:signUp') },
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        'Use at least 8 characters.',
      ),
    );
    await register(userEvent, 'short');
    await expect(await canvas.findByText('Use at least 8 characters.')).toBeVisible();
    await expect(identityCalls.some((c) => c.endpoint === 'accounts:signUp')).toBe(false);

    await userEvent.type(canvas.getByLabelText(/^Password/), ' and long');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Next page: /user/register/createUser',
      }),
    ).toBeVisible();
    await expect(identityCalls.find((c) => c.endpoint === 'accounts:signUp')?.body).toMatchObject({
      email: 'somchai@example.com',
      password: 'short and long',
    });
    await findToast('Your account was created.');
  },
};

/**
 * Sent here from a sign-in that asked for a page (`/user/login?next=…` → Create an account): the
 * page travels on with the registration (the route guard passes it from step to step and opens it
 * once registered), and "Sign in" instead keeps it too.
 */
export const KeepsThePageAskedFor: Story = {
  parameters: {
    page: {
      url: '/user/register?next=%2Fpackage%2Fallpackage',
      session: newAccountSession,
      identity: signsInAs('uid-1', 'accounts:signUp'),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/login?next=%2Fpackage%2Fallpackage',
    );
    await register(userEvent, 'correct horse battery');
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Next page: /user/register/createUser?next=%2Fpackage%2Fallpackage',
      }),
    ).toBeVisible();
  },
};

/** The e-mail already has an account: the toast says to sign in instead. */
export const EmailInUse: Story = {
  parameters: { page: { identity: { 'accounts:signUp': identityError('EMAIL_EXISTS') } } },
  play: async ({ userEvent }) => {
    await register(userEvent, 'long enough password');
    await findToast('An account with this email already exists. Sign in instead.');
  },
};
