import type * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Button } from './button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { Columns } from './columns.tsx';
import { Stack } from './layout.tsx';
import {
  SummaryBar,
  SummaryBarDescription,
  SummaryBarText,
  SummaryBarTitle,
  SummarySidebar,
} from './summary-bar.tsx';

/** A form taller than a phone screen that ends with the bar, beside a summary card from `lg`. */
function BookingForm(bar: React.ComponentProps<typeof SummaryBar>) {
  return (
    <Columns asChild layout="sidebar" align="start">
      <form onSubmit={(event) => event.preventDefault()}>
        <Stack gap={6}>
          {Array.from({ length: 12 }, (_, i) => (
            <p key={i}>
              Details of the booking, paragraph {i + 1}, long enough that the form is taller than a
              phone screen.
            </p>
          ))}
          <SummaryBar {...bar}>
            <SummaryBarText>
              <SummaryBarTitle>Wed 25 Nov, 09:00</SummaryBarTitle>
              <SummaryBarDescription>Pre-wedding, 2 hours · ฿4,500.00</SummaryBarDescription>
            </SummaryBarText>
            <Button type="submit">Book</Button>
          </SummaryBar>
        </Stack>
        <SummarySidebar>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Summary</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <Button type="submit" className="w-full">
                Book
              </Button>
            </CardContent>
          </Card>
        </SummarySidebar>
      </form>
    </Columns>
  );
}

const meta = {
  title: 'Booking/SummaryBar',
  component: SummaryBar,
  tags: ['autodocs'],
  // A click on Book reaches the bar's onClick.
  args: { 'aria-label': 'Booking summary', onClick: fn() },
  render: (args) => <BookingForm {...args} />,
} satisfies Meta<typeof SummaryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the bar stays at the bottom of the screen with the time, the price and Book; the sidebar card is gone. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(window.innerWidth, 'story tests run at a phone width').toBeLessThan(768);
    const bar = canvas.getByRole('region', { name: 'Booking summary' });
    const { bottom, top } = bar.getBoundingClientRect();
    // At the top of the page, with the form's end far below, the bar is on screen already.
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(top).toBeGreaterThan(window.innerHeight / 2);
    await expect(canvas.queryByRole('heading', { name: 'Summary' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** From `lg` the summary is the sidebar's card and the bar is gone. */
export const OnADesktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Booking summary' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Book' })).toHaveLength(1);
  },
};
