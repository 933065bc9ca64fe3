import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { ChoiceSelect, createChoiceSelect, type ChoiceSelectProps } from './choice-select.tsx';
import { Field } from './field.tsx';

const provinces = [
  { value: 'TH-10', label: 'Bangkok' },
  { value: 'TH-50', label: 'Chiang Mai' },
  { value: 'TH-83', label: 'Phuket' },
];

/** The story's select with its chosen value kept in state, as a page keeps it. */
function Controlled({
  Component = ChoiceSelect,
  ...props
}: ChoiceSelectProps & { Component?: React.ComponentType<ChoiceSelectProps> }) {
  const [value, setValue] = React.useState(props.value);
  return (
    <Field label="Province" className="w-56">
      {(control) => (
        <Component
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

/**
 * Releases the held-back download of the current story's Radix code (see {@link heldBack}).
 * Set by the story's render, called by its play function.
 */
let deliver: () => void = () => undefined;

/** A ChoiceSelect whose Radix code arrives only when the play function calls {@link deliver}. */
function heldBack(): React.ComponentType<ChoiceSelectProps> {
  const arrived = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  return createChoiceSelect(async () => {
    await arrived;
    return (await import('./choice-select-radix.tsx')).RadixChoiceSelect;
  });
}

function HeldBack(props: ChoiceSelectProps) {
  const [Component] = React.useState(heldBack);
  return <Controlled {...props} Component={Component} />;
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

export const NothingChosen: Story = {};

export const Chosen: Story = { args: { value: 'TH-83' } };

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
 * Before Radix's code arrives the trigger is a stand-in with the same label and look; the page is
 * usable at once.
 */
export const BeforeItsCodeArrives: Story = {
  args: { value: 'TH-10' },
  render: (args) => <HeldBack {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Province' });
    await expect(trigger).toHaveTextContent('Bangkok');
    await expect(trigger).toHaveAttribute('data-stand-in');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Nothing opens without the code: the stand-in only remembers what was asked.
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/**
 * A keyboard user who reaches the select and presses Enter before its code has arrived finds the
 * list open once it has, and can choose by keyboard as usual.
 */
export const PressedBeforeItsCodeArrives: Story = {
  render: (args) => <HeldBack {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    deliver();
    await screen.findByRole('listbox');
    // Typeahead, then Enter, as in any open select.
    await userEvent.keyboard('c{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('TH-50');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveFocus());
  },
};

/**
 * A press while the arrived code is being put in place still counts: React may render the select
 * and hold its commit back for a moment, and what the stand-in saw is read at the commit.
 */
export const PressedAsItsCodeArrives: Story = {
  render: (args) => <HeldBack {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    deliver();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    const trigger = canvas.getByRole('combobox', { name: 'Province' });
    await expect(trigger).not.toHaveAttribute('data-stand-in');
    await expect(trigger).toHaveFocus();
  },
};

/**
 * A mouse opens a select as its button goes down: when the select takes the stand-in's place
 * between the press and the click, the press still opens it.
 */
export const MousePressedAsItsCodeArrives: Story = {
  render: (args) => <HeldBack {...args} />,
  play: async ({ canvas, userEvent }) => {
    const standIn = canvas.getByRole('combobox', { name: 'Province' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: standIn });
    deliver();
    await screen.findByRole('listbox');
    await userEvent.pointer({ keys: '[/MouseLeft]' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'Province' })).not.toHaveAttribute(
      'data-stand-in',
    );
  },
};

/** Focus on the stand-in moves to the real trigger when it takes the stand-in's place. */
export const FocusedBeforeItsCodeArrives: Story = {
  render: (args) => <HeldBack {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const standIn = canvas.getByRole('combobox', { name: 'Province' });
    await expect(standIn).toHaveFocus();
    deliver();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Province' })).not.toHaveAttribute(
        'data-stand-in',
      ),
    );
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveFocus();
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/**
 * The stand-in and the select it stands in for, side by side: the same size and text with
 * nothing chosen, a choice, and a value no option has (Radix shows neither label nor placeholder),
 * so swapping them moves nothing.
 */
export const StandInMatchesTheSelect: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {[undefined, 'TH-50', 'TH-99'].map((value) => (
        <div key={value ?? 'none'} className="flex gap-4">
          <HeldBack {...args} value={value} aria-label="Stand-in" />
          <Controlled {...args} value={value} aria-label="Select" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        canvas.getAllByRole('combobox', { name: 'Select' }).map((select) => select.dataset.standIn),
      ).toEqual([undefined, undefined, undefined]),
    );
    const standIns = canvas.getAllByRole('combobox', { name: 'Stand-in' });
    const selects = canvas.getAllByRole('combobox', { name: 'Select' });
    await expect(standIns).toHaveLength(3);
    for (const [i, standIn] of standIns.entries()) {
      const select = selects[i]!;
      const a = standIn.getBoundingClientRect();
      const b = select.getBoundingClientRect();
      await expect({ width: a.width, height: a.height, top: a.top }).toEqual({
        width: b.width,
        height: b.height,
        top: b.top,
      });
      await expect(standIn.textContent).toBe(select.textContent);
      await expect(standIn.className).toBe(select.className);
      await expect(standIn.hasAttribute('data-placeholder')).toBe(
        select.hasAttribute('data-placeholder'),
      );
    }
  },
};

/**
 * Typing on the focused, closed trigger picks the first option starting with what was typed, as in
 * any Radix select: the options are there as soon as the trigger has focus.
 */
export const TypingOnTheClosedTrigger: Story = {
  args: { value: 'TH-10' },
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Province' })).not.toHaveAttribute(
        'data-stand-in',
      ),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveFocus();
    await userEvent.keyboard('p');
    await expect(args.onValueChange).toHaveBeenCalledWith('TH-83');
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveTextContent('Phuket');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/**
 * In a form, `name` carries the chosen value once, before and after a choice, whether the stand-in
 * or the select is showing.
 */
export const InAForm: Story = {
  args: { value: 'TH-83', name: 'province' },
  render: (args) => (
    <form aria-label="Form" className="flex flex-col gap-4">
      <HeldBack {...args} aria-label="Stand-in" />
      <Controlled {...args} aria-label="Select" name="province2" />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Form' }) as HTMLFormElement;
    const values = () => {
      const data = new FormData(form);
      return { stand: data.getAll('province'), select: data.getAll('province2') };
    };
    const select = () => canvas.getByRole('combobox', { name: 'Select' });
    await waitFor(() => expect(select()).not.toHaveAttribute('data-stand-in'));
    await expect(canvas.getByRole('combobox', { name: 'Stand-in' })).toHaveAttribute(
      'data-stand-in',
    );
    await expect(values()).toEqual({ stand: ['TH-83'], select: ['TH-83'] });
    await userEvent.click(select());
    await userEvent.click(await screen.findByRole('option', { name: 'Chiang Mai' }));
    await waitFor(() => expect(values()).toEqual({ stand: ['TH-83'], select: ['TH-50'] }));
  },
};
