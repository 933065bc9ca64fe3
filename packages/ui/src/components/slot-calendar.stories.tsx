import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { SlotCalendar } from './slot-calendar.tsx';
import type { TimeSlot } from './slot-picker.tsx';

// Two-hour slots in Bangkok (UTC+7), November–December 2026: fixed, so the stories do not move with the clock.
const at = (day: string, hour: number) => {
  const start = new Date(`${day}T${String(hour - 7).padStart(2, '0')}:00:00Z`);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  };
};
const slots: TimeSlot[] = [
  at('2026-11-23', 9),
  at('2026-11-23', 13),
  at('2026-11-25', 10),
  at('2026-11-25', 15),
  at('2026-11-27', 9),
  // 23:00Z on the 30th is 06:00 on 1 December in Bangkok.
  { start: '2026-11-30T23:00:00.000Z', end: '2026-12-01T01:00:00.000Z' },
];

const labels = {
  group: 'Available times',
  loading: 'Loading available times',
  empty: 'No free times on this day',
  emptyDescription: 'Pick a day with a dot, or the next available one.',
  none: 'No free times to book',
  noneDescription: 'The photographer has no free time in the next 26 weeks.',
  nextAvailable: (day: string) => `Next available: ${day}`,
  freeTimes: (count: number) => (count === 1 ? '1 free time' : `${count} free times`),
  selected: 'selected',
};

const meta = {
  title: 'Booking/SlotCalendar',
  component: SlotCalendar,
  tags: ['autodocs'],
  args: {
    slots,
    timeZone: 'Asia/Bangkok',
    locale: 'en-GB',
    value: null,
    onChange: fn(),
    labels,
    from: '2026-11-20T03:00:00.000Z',
    to: '2027-05-19T03:00:00.000Z',
  },
  render: function Render(args) {
    const [value, setValue] = React.useState(args.value);
    return (
      <SlotCalendar
        {...args}
        value={value}
        onChange={(slot) => {
          setValue(slot.start);
          args.onChange(slot);
        }}
      />
    );
  },
} satisfies Meta<typeof SlotCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the first free day; days with free times carry a dot and name their count; a day's times are radios. */
export const ChoosingADayAndTime: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Monday 23 November' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thursday, 26 November 2026' })).toBeDisabled();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Wednesday, 25 November 2026, 2 free times' }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Wednesday, 25 November 2026, 2 free times, selected' }),
    ).toBeVisible();
    const times = canvas.getByRole('radiogroup', { name: 'Wednesday 25 November' });
    await userEvent.click(within(times).getByRole('radio', { name: /15:00.17:00/ }));
    await expect(args.onChange).toHaveBeenCalledWith(slots[3]);
  },
};

/** "Next available" jumps to the next day with free times, into the next month when it is there. */
export const NextAvailable: Story = {
  args: { openOn: at('2026-11-26', 9).start },
  play: async ({ canvas, userEvent }) => {
    // The 26th has nothing free: said so, with the jump beside it.
    await expect(canvas.getByRole('heading', { name: 'No free times on this day' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next available: Fri 27 Nov' }));
    await expect(canvas.getByRole('radiogroup', { name: 'Friday 27 November' })).toBeVisible();
    // From the 27th the next free day is 1 December (06:00 in Bangkok): the month turns.
    await userEvent.click(canvas.getByRole('button', { name: 'Next available: Tue 1 Dec' }));
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^06:00/ })).toBeVisible();
    // The last free day: no jump further.
    await expect(canvas.queryByRole('button', { name: /^Next available/ })).toBeNull();
  },
};

/** A chosen time opens its own day. */
export const TimeChosen: Story = {
  args: { value: slots[4]!.start },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /09:00.11:00/ })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Friday 27 November' })).toBeVisible();
  },
};

/** In Thai: Thai month names and Buddhist-era years (2569), as the rest of the app writes dates. */
export const InThai: Story = {
  args: {
    locale: 'th-TH',
    labels: {
      ...labels,
      group: 'เวลาที่ว่าง',
      nextAvailable: (day: string) => `วันว่างถัดไป: ${day}`,
      freeTimes: (n: number) => `ว่าง ${n} ช่วง`,
      selected: 'เลือกแล้ว',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'พฤศจิกายน 2569' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^วันพุธที่ 25 พฤศจิกายน 2569, ว่าง 2 ช่วง$/ }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^วันว่างถัดไป: / })).toBeVisible();
  },
};

/** On a phone the calendar and the times stack. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const calendar = canvas.getByRole('grid', { name: 'November 2026' }).getBoundingClientRect();
    const times = canvas
      .getByRole('radiogroup', { name: 'Monday 23 November' })
      .getBoundingClientRect();
    await expect(times.top).toBeGreaterThan(calendar.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading available times');
  },
};

/** Nothing free in the whole window: no calendar to search, just the message. */
export const NothingFree: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No free times to book' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};
