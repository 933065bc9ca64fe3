import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { controlledFieldStory } from './controlled-field-story.tsx';
import { TimeField } from './time-field.tsx';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  args: { value: '09:00', onValueChange: fn() },
  render: controlledFieldStory(TimeField, 'Start time', 'max-w-48'),
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quarter hours from 00:00 to 23:45 on the 24-hour clock, never "AM"/"PM"; a click chooses one. */
export const ChoosingFromTheList: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Start time' });
    await expect(field).toHaveTextContent('09:00');
    await userEvent.click(field);
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(96);
    await expect(options[0]).toHaveTextContent('00:00');
    await expect(options.at(-1)).toHaveTextContent('23:45');
    await expect(screen.getByRole('option', { name: '09:00' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: '14:30' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('14:30');
    await expect(field).toHaveTextContent('14:30');
    await expect(field).not.toHaveTextContent(/AM|PM/);
  },
};

/** From the keyboard: typing the hour jumps to it, arrows step by a quarter, Enter chooses. */
export const ChoosingWithTheKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Start time' });
    field.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: '09:00' })).toHaveFocus());
    await userEvent.keyboard('17');
    await waitFor(() => expect(screen.getByRole('option', { name: '17:00' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('17:30');
    await expect(field).toHaveTextContent('17:30');
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** Hourly steps, and a time already saved off the steps is still shown and offered. */
export const HourlyWithAnOddTime: Story = {
  args: { step: 60, value: '09:07' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Start time' });
    await expect(field).toHaveTextContent('09:07');
    await userEvent.click(field);
    await expect(await screen.findAllByRole('option')).toHaveLength(25);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Nothing chosen yet: the placeholder shows. */
export const Empty: Story = {
  args: { value: '', placeholder: 'Choose a time' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Start time' })).toHaveTextContent(
      'Choose a time',
    );
  },
};
