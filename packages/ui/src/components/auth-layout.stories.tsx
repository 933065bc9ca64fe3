import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { AuthLayout } from './auth-layout.tsx';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

const meta = {
  title: 'Layout/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <a href="/">ShootBook</a>,
    title: 'Sign in',
    description: 'Book photographers across Thailand.',
    footer: (
      <>
        No account?{' '}
        <a className="font-medium underline" href="/register">
          Register
        </a>
      </>
    ),
    children: (
      <form className="grid gap-4" onSubmit={(e) => e.preventDefault()}>
        <Field label="E-mail">
          <Input type="email" autoComplete="email" />
        </Field>
        <Field label="Password">
          <Input type="password" autoComplete="current-password" />
        </Field>
        <Button type="submit">Sign in</Button>
      </form>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Sign in' }),
    );
    await expect(canvas.getByLabelText('E-mail')).toBeVisible();
  },
};
