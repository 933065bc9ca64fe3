import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Heading, Stack } from '@shootbook/ui';
import { useState } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { useFocusHeadingOnNavigation } from './routeFocus';

/** The app's root route, reduced to the focus move (RootRoute uses the same hook). */
function Root() {
  useFocusHeadingOnNavigation(useLocation().pathname);
  return <Outlet />;
}

/** Two pages: a list with a link to a booking, and the booking with its heading and a button. */
function TwoPages() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <Root />,
          children: [
            {
              path: '/',
              element: (
                <main>
                  <Stack gap={4}>
                    <Heading level={1}>Appointments</Heading>
                    <Link to="/booking">Details of the booking</Link>
                  </Stack>
                </main>
              ),
            },
            {
              path: '/booking',
              element: (
                <main>
                  <Stack gap={4}>
                    <Heading level={1}>Booking</Heading>
                    <Button>Save changes</Button>
                  </Stack>
                </main>
              ),
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'App/Focus after navigation',
  component: TwoPages,
} satisfies Meta<typeof TwoPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A followed link leaves focus on the new page's heading, so a screen reader announces it. */
export const OnTheNewPagesHeading: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Details of the booking' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Booking' })).toHaveFocus());
    // The next Tab starts from the page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveFocus();
  },
};

/**
 * A keyboard user who Tabs into the new page before the heading takes focus (the frame after the
 * page commits) keeps their place: the heading does not pull them back.
 */
export const AQuickTabKeepsItsPlace: Story = {
  play: async ({ canvas, userEvent }) => {
    // Hold the frame so the Tab lands before it, as on a busy phone.
    const frames: FrameRequestCallback[] = [];
    const requestAnimationFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    try {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await canvas.findByRole('heading', { name: 'Booking' });
      await userEvent.tab();
      const save = canvas.getByRole('button', { name: 'Save changes' });
      await expect(save).toHaveFocus();
      await expect(frames.length, 'the heading waits for a frame').toBeGreaterThan(0);
      for (const frame of frames.splice(0)) frame(performance.now());
      await expect(save).toHaveFocus();
    } finally {
      window.requestAnimationFrame = requestAnimationFrame;
    }
  },
};
