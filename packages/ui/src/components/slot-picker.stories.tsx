import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { SlotPicker, groupSlotsByDay, type TimeSlot } from './slot-picker.tsx';

// Monday 23 and Tuesday 24 November 2026, 2-hour slots, Bangkok time = UTC+7.
const slots: TimeSlot[] = [
  { start: '2026-11-23T02:00:00Z', end: '2026-11-23T04:00:00Z' }, // 09:00–11:00
  { start: '2026-11-23T06:00:00Z', end: '2026-11-23T08:00:00Z' }, // 13:00–15:00
  { start: '2026-11-23T08:00:00Z', end: '2026-11-23T10:00:00Z' }, // 15:00–17:00
  { start: '2026-11-24T02:00:00Z', end: '2026-11-24T04:00:00Z' },
  { start: '2026-11-23T23:00:00Z', end: '2026-11-24T01:00:00Z' }, // 06:00–08:00 on Tuesday in Bangkok
];

const labels = {
  group: 'Available times',
  loading: 'Loading available times',
  empty: 'No free times on this day',
  emptyDescription: 'Try the next available day.',
};

const meta = {
  title: 'Booking/SlotPicker',
  component: SlotPicker,
  tags: ['autodocs'],
  args: {
    slots,
    timeZone: 'Asia/Bangkok',
    locale: 'en-GB',
    value: null,
    onChange: fn(),
    labels,
  },
  render: function Render(args) {
    const [value, setValue] = React.useState(args.value);
    return (
      <SlotPicker
        {...args}
        value={value}
        onChange={(slot) => {
          setValue(slot.start);
          args.onChange(slot);
        }}
      />
    );
  },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosingATime: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const monday = canvas.getByRole('radiogroup', { name: 'Monday 23 November' });
    const tuesday = canvas.getByRole('radiogroup', { name: 'Tuesday 24 November' });
    await expect(monday).toBeVisible();
    // Grouped by the Bangkok calendar day, in time order: 23:00Z on the 23rd is 06:00 on the 24th.
    await expect(tuesday).toHaveTextContent(/^06:00.08:00/);

    await userEvent.click(canvas.getByRole('radio', { name: /13:00.15:00/ }));
    await expect(args.onChange).toHaveBeenCalledWith(slots[1]);
    await expect(canvas.getByRole('radio', { name: /13:00.15:00/ })).toBeChecked();

    // Arrow keys move to the next time.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /15:00.17:00/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(slots[2]);
  },
};

export const TimeChosen: Story = { args: { value: slots[0]!.start } };

/** A slot someone else booked meanwhile shows struck through and cannot be picked. */
export const SlotTaken: Story = {
  args: { slots: slots.map((s, i) => (i === 1 ? { ...s, disabled: true } : s)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /13:00.15:00/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading available times');
  },
};

export const Empty: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No free times on this day' })).toBeVisible();
  },
};

export const InThai: Story = {
  args: { locale: 'th-TH', labels: { ...labels, group: 'เวลาว่าง' } },
  play: async ({ canvas }) => {
    await expect(groupSlotsByDay(slots, 'Asia/Bangkok', 'th-TH')).toHaveLength(2);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(2);
  },
};

export const CustomerInLondon: Story = {
  args: { timeZone: 'Europe/London' },
  play: async ({ canvas }) => {
    // Same instants, shown in the given zone: 02:00Z is 02:00 in London in November.
    await expect(canvas.getAllByRole('radio', { name: /^02:00/ })).toHaveLength(2);
  },
};
