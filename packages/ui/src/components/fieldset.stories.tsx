import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Field } from './field.tsx';
import { Fieldset } from './fieldset.tsx';
import { Input } from './input.tsx';

const meta = {
  title: 'Forms/Fieldset',
  component: Fieldset,
  tags: ['autodocs'],
  args: {
    legend: 'Bank account',
    description: 'Where we send your payouts.',
    children: (
      <>
        <Field label="Account number">
          <Input inputMode="numeric" />
        </Field>
        <Field label="Account name">
          <Input />
        </Field>
      </>
    ),
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile form's payout account: a group named by its legend and described by its help. */
export const BankAccount: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Bank account' });
    await expect(group).toHaveAccessibleDescription('Where we send your payouts.');
    await expect(canvas.getByRole('textbox', { name: 'Account name' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'Fill in the whole bank account or leave it empty.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Fill in the whole bank account or leave it empty.',
    );
  },
};
