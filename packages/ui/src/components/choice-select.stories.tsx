import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { ChoiceSelect, type ChoiceSelectProps } from './choice-select.tsx';
import { Field } from './field.tsx';

const provinces = [
  { value: 'TH-10', label: 'Bangkok' },
  { value: 'TH-50', label: 'Chiang Mai' },
  { value: 'TH-83', label: 'Phuket' },
];

/** The story's select with its chosen value kept in state, as a page keeps it. */
function Controlled(props: ChoiceSelectProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <Field label="Province" className="w-56">
      {(control) => (
        <ChoiceSelect
          {...control}
          {...props}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            props.onValueChange(next);
          }}
        />
      )}
    </Field>
  );
}

const meta = {
  title: 'Forms/ChoiceSelect',
  component: ChoiceSelect,
  tags: ['autodocs'],
  args: {
    options: provinces,
    value: undefined,
    onValueChange: fn(),
    placeholder: 'All provinces',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ChoiceSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Province' });
    await expect(trigger).toHaveTextContent('All provinces');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Chosen: Story = {
  args: { value: 'TH-83' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveTextContent('Phuket');
  },
};

export const ChoosingAProvince: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('TH-50');
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveTextContent(
      'Chiang Mai',
    );
  },
};

/**
 * From the keyboard: Tab reaches the select, Enter opens the list, typing moves to the first
 * option starting with it, Enter chooses it and the focus is back on the trigger.
 */
export const ChoosingByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Province' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('c{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('TH-50');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Chiang Mai');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes the open list without a choice; the focus stays on the trigger. */
export const EscapeKeepsTheChoice: Story = {
  args: { value: 'TH-10' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Province' });
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Bangkok');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Typing on the focused, closed trigger picks the first option starting with what was typed, as in
 * any Radix select, without opening the list.
 */
export const TypingOnTheClosedTrigger: Story = {
  args: { value: 'TH-10' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveFocus();
    await userEvent.keyboard('p');
    await expect(args.onValueChange).toHaveBeenCalledWith('TH-83');
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveTextContent('Phuket');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** An error from its `Field`: the trigger is marked invalid and described by the message. */
export const Invalid: Story = {
  render: (args) => (
    <Field label="Province" className="w-56" error="Choose a province" required>
      {(control) => <ChoiceSelect {...control} {...args} />}
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /Province/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a province');
  },
};

export const Disabled: Story = {
  args: { value: 'TH-50', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toBeDisabled();
  },
};

/** In a form, `name` carries the chosen value once, before and after a choice. */
export const InAForm: Story = {
  args: { value: 'TH-83', name: 'province' },
  render: (args) => (
    <form aria-label="Form">
      <Controlled {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Form' }) as HTMLFormElement;
    const values = () => new FormData(form).getAll('province');
    await expect(values()).toEqual(['TH-83']);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Province' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await waitFor(() => expect(values()).toEqual(['TH-50']));
  },
};
