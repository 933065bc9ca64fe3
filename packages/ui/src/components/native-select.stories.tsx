import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn } from 'storybook/test';

import { Field } from './field.tsx';
import { NativeSelect, NativeSelectOption, type NativeSelectProps } from './native-select.tsx';

const sorts = [
  { value: 'newest', label: 'Newest' },
  { value: 'price', label: 'Lowest price' },
  { value: 'rating', label: 'Top rated' },
];

/** A "Sort by" field whose choice is kept in state, as a page keeps it. */
function SortBy({ error, ...props }: NativeSelectProps & { error?: string }) {
  const [value, setValue] = React.useState(String(props.value ?? 'newest'));
  return (
    <Field label="Sort by" className="w-56" error={error}>
      {(control) => (
        <NativeSelect
          {...control}
          {...props}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            props.onChange?.(event);
          }}
        >
          {sorts.map((sort) => (
            <NativeSelectOption key={sort.value} value={sort.value}>
              {sort.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  tags: ['autodocs'],
  args: { onChange: fn() },
  render: (args) => <SortBy {...args} />,
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest');
  },
};

/** Choosing from the list reports the option's value. */
export const Choosing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'Lowest price');
    await expect(select).toHaveDisplayValue('Lowest price');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(select).toHaveValue('price');
  },
};

/** Tab reaches it, named by its label; the platform's own select takes the keys from there. */
export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveAccessibleName('Sort by');
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' }).offsetHeight).toBe(32);
  },
};

/** An error from its `Field` marks the select and describes it. */
export const Invalid: Story = {
  render: (args) => <SortBy {...args} error="Choose an order" />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose an order');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  },
};
