import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { th } from 'react-day-picker/locale';
import { expect, fn } from 'storybook/test';

import { Calendar } from './calendar.tsx';

// November 2026: fixed, so the stories do not move with the clock.
const november = new Date(2026, 10, 1);
const today = new Date(2026, 10, 20);
const freeDays = [23, 24, 25, 27, 30].map((d) => new Date(2026, 10, d));
const isFree = (date: Date) => freeDays.some((d) => d.toDateString() === date.toDateString());

const meta = {
  title: 'Forms/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  args: { defaultMonth: november, today, onDayClick: fn() },
  render: function Render(args) {
    const [selected, setSelected] = React.useState<Date | undefined>();
    return <Calendar {...args} mode="single" selected={selected} onSelect={setSelected} />;
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month to pick a day from; arrow keys move by day, the chosen day is filled. */
export const ChoosingADay: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /24 November 2026/ }));
    await expect(args.onDayClick).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /24 November 2026, selected/ })).toHaveFocus();
    // The keyboard moves focus by a day, Enter chooses.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('button', { name: /25 November 2026, selected/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the Next Month' }));
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
  },
};

/**
 * A booking calendar: days with free times carry a dot, the rest are disabled; the months
 * before and after the bookable ones cannot be opened.
 */
export const AvailableDays: Story = {
  args: {
    showOutsideDays: false,
    startMonth: november,
    endMonth: new Date(2026, 11, 1),
    disabled: (date: Date) => !isFree(date),
    modifiers: { available: isFree },
  },
  play: async ({ canvas, userEvent }) => {
    const free = canvas.getByRole('button', { name: /23 November 2026/ });
    await expect(free).toHaveAttribute('data-available');
    await expect(free).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /26 November 2026/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go to the Previous Month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // From the 25th the arrow key skips the disabled 26th.
    await userEvent.click(canvas.getByRole('button', { name: /25 November 2026/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /27 November 2026/ })).toHaveFocus();
  },
};

/** In Thai: month, weekdays and the navigation's names from DayPicker's Thai locale. */
export const InThai: Story = {
  args: { locale: th },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ไปเดือนถัดไป' })).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAccessibleName(/พฤศจิกายน/);
  },
};
