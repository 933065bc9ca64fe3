import type * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { Columns } from './columns.tsx';
import { Field } from './field.tsx';
import { DatePicker } from './date-picker.tsx';
import { TimeField } from './time-field.tsx';

const Box = ({ children, tall = false }: { children: React.ReactNode; tall?: boolean }) => (
  <div
    className={
      tall ? 'h-64 rounded-md border bg-card p-3 text-sm' : 'rounded-md border bg-card p-3 text-sm'
    }
  >
    {children}
  </div>
);

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Schedule page: weekly availability beside the busy times (stacked on phones). */
export const Halves: Story = {
  args: {
    layout: 'halves',
    children: [<Box key="a">Weekly availability</Box>, <Box key="b">Busy times</Box>],
  },
};

/** Booking page: the form with a summary sidebar that keeps its own height. */
export const WithSidebar: Story = {
  args: {
    layout: 'sidebar',
    align: 'start',
    children: [
      <Box key="main" tall>
        Pick a date and time
      </Box>,
      <Card key="side">
        <CardHeader>
          <CardTitle asHeading="h2">Summary</CardTitle>
        </CardHeader>
        <CardContent>Wedding day · ฿3,500</CardContent>
      </Card>,
    ],
  },
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('heading', { name: 'Summary' }).closest('[data-slot="card"]');
    // align="start": the sidebar card is not stretched to the tall main column.
    await expect(sidebar?.getBoundingClientRect().height).toBeLessThan(256);
  },
};

/** Two fields side by side from `sm`: start date and start time. */
export const Fields: Story = {
  args: {
    layout: 'fields',
    gap: 4,
    children: [
      <Field key="d" label="Start date">
        <DatePicker value="2026-11-26" onValueChange={() => {}} locale="en-GB" />
      </Field>,
      <Field key="t" label="Start time">
        <TimeField value="09:00" onValueChange={() => {}} />
      </Field>,
    ],
  },
};
