import type * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { FormActions, FormLayout } from './form-layout.tsx';
import { Input } from './input.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Forms/FormLayout',
  component: FormLayout,
  tags: ['autodocs'],
  args: { onSubmit: fn((e: React.FormEvent) => e.preventDefault()), 'aria-label': 'New package' },
  render: (args) => (
    <FormLayout {...args}>
      <Field label="Title" required>
        <Input defaultValue="Wedding day" />
      </Field>
      <Field label="Description" description="What the customer gets.">
        <Textarea />
      </Field>
      <FormActions>
        <Button type="submit">Save package</Button>
        <Button type="button" variant="ghost">
          Cancel
        </Button>
      </FormActions>
    </FormLayout>
  ),
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A package or profile form: fields stacked, buttons in a row at the end; submitting calls `onSubmit`. */
export const PackageForm: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('form', { name: 'New package' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save package' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A short form (a review): narrower. */
export const Narrow: Story = { args: { width: 'md', 'aria-label': 'Review' } };
