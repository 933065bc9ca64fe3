import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '../../stories/page-harness';
import { signedOut } from '../../test/session';
import { Component } from './ResetSuccessPage';

const meta = {
  title: 'Pages/Sign-in/Password reset done',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: { route: '/user/login/reset/success', layout: 'background', session: signedOut },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the reset e-mail's link returns (docs/product.md §9): the password is changed, sign in with it. */
export const PasswordChanged: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Password changed' }),
    ).toBeVisible();
    await expect(canvas.getByText('You can now sign in with your new password.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/login',
    );
  },
};
