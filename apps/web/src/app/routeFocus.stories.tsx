import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Heading, LoadingState, Stack } from '@shootbook/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { useFocusHeadingOnNavigation } from './routeFocus';

/** The app's root route, reduced to the focus move (RootRoute uses the same hook). */
function Root() {
  useFocusHeadingOnNavigation(useLocation().pathname);
  return <Outlet />;
}

/**
 * A memory router with {@link Root} around two pages, opened at `/`: a list (`list` its heading)
 * with a link named `linkName` to `to`, where `page` is.
 */
function Pages({
  list,
  to,
  linkName,
  page,
}: {
  list: string;
  to: string;
  linkName: string;
  page: ReactNode;
}) {
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
                    <Heading level={1}>{list}</Heading>
                    <Link to={to}>{linkName}</Link>
                  </Stack>
                </main>
              ),
            },
            { path: to, element: page },
          ],
        },
      ],
      { initialEntries: ['/'] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** Two pages: a list with a link to a booking, and the booking with its heading and a button. */
function TwoPages() {
  return (
    <Pages
      list="Appointments"
      to="/booking"
      linkName="Details of the booking"
      page={
        <main>
          <Stack gap={4}>
            <Heading level={1}>Booking</Heading>
            <Button>Save changes</Button>
          </Stack>
        </main>
      }
    />
  );
}

/** The event a story dispatches on `window` when the late page's data "arrives". */
const DATA_ARRIVES = 'story:data-arrives';

/** A page that shows a skeleton, without a heading, until its data arrives (as a package's page does). */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const arrive = () => setLoaded(true);
    window.addEventListener(DATA_ARRIVES, arrive);
    return () => window.removeEventListener(DATA_ARRIVES, arrive);
  }, []);
  return (
    <main>
      {loaded ? (
        <Stack gap={4}>
          <Heading level={1}>Golden Hour Portraits</Heading>
          <Button>Book</Button>
        </Stack>
      ) : (
        <LoadingState variant="detail" label="Loading the package" />
      )}
    </main>
  );
}

/** A list with a link to a package whose page shows its heading only with its data. */
function HeadingWithItsData() {
  return (
    <Pages list="Packages" to="/package" linkName="Golden Hour Portraits" page={<LatePage />} />
  );
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

/**
 * A page whose heading comes with its data (a skeleton first) gives it focus when it appears, so
 * a screen reader still announces where the user landed.
 */
export const OnAHeadingThatComesWithItsData: Story = {
  render: () => <HeadingWithItsData />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('status', { name: 'Loading the package' });
    // Two frames: past the one in which the heading would have taken focus had it been there.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(document.body).toHaveFocus();
    window.dispatchEvent(new Event(DATA_ARRIVES));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Golden Hour Portraits' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Book' })).toHaveFocus();
  },
};
