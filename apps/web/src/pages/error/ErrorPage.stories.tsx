import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, use, useState } from 'react';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router-dom';
import { expect } from 'storybook/test';
import { ChunkLoadError } from '../../app/pages';
import { createQueryClient } from '../../app/queryClient';
import { NotFoundError } from '../../app/routeParams';
import { appRoutes } from '../../app/routes';
import { customerSession } from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { signedOut, testSession } from '../../test/session';
import { ErrorPage, type ErrorFrame } from './ErrorPage';

/** What the loader of the app's route at `path` (app/routes.tsx) throws, or null. */
function routeError(path: string): Promise<unknown> {
  const routes = appRoutes({ queryClient: createQueryClient(), session: testSession() });
  const match = matchRoutes(routes, path)?.at(-1);
  const request = new Request(new URL(path, window.location.href));
  const loader = match?.route.loader;
  return Promise.resolve()
    .then(() =>
      typeof loader === 'function'
        ? loader({ params: match!.params, request, context: undefined } as LoaderFunctionArgs)
        : null,
    )
    .then(
      () => null,
      (error: unknown) => error,
    );
}

/** What the app shows at `path`: the error its route throws there, in `frame` (its route's error element). */
function AppRouteAt({ path, frame }: { path: string; frame: ErrorFrame }) {
  const [thrown] = useState(() => routeError(path));
  return (
    <Suspense>
      <RouteErrorView thrown={thrown} frame={frame} />
    </Suspense>
  );
}

function RouteErrorView({ thrown, frame }: { thrown: Promise<unknown>; frame: ErrorFrame }) {
  const error = use(thrown);
  return error ? <ErrorPage frame={frame} error={error} /> : null;
}

/**
 * The error page (docs/product.md §2 "Error page"), shown in place of the page at the address that
 * failed: each story's error is one a route's error boundary catches, or the app's own route
 * element at an address it does not accept.
 */
const meta = {
  title: 'Pages/Error page',
  component: ErrorPage,
  decorators: [withPage],
  args: { frame: 'inline', error: new NotFoundError() },
  parameters: {
    page: { route: '*', url: '/no/such/page', session: customerSession },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address no route knows (the catch-all): "Page Not Found", the path said, and the way home. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeVisible();
    await expect(canvas.getByText('Error 404')).toBeVisible();
    await expect(canvas.getByText('Page Not Found: /no/such/page')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** A known route with a malformed id (docs/product.md §5 "Route validation failure yields a not-found error"). */
export const MalformedId: Story = {
  render: () => <AppRouteAt path="/package/not-a-package" frame="inline" />,
  parameters: {
    page: { route: '/package/:id', url: '/package/not-a-package' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeVisible();
    await expect(canvas.getByText('Page Not Found: /package/not-a-package')).toBeVisible();
  },
};

/** Anything else that fails while loading a page: "Internal Server Error" with the default status 500 (docs/product.md §9). */
export const ServerError: Story = {
  args: { error: new Error('The package list could not be read') },
  parameters: {
    page: { route: '/package/allpackage', url: '/package/allpackage' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Internal Server Error' }),
    ).toBeVisible();
    await expect(canvas.getByText('Error 500')).toBeVisible();
    await expect(
      canvas.getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeVisible();
    // Nothing of the error's own text leaks onto the page.
    await expect(canvas.queryByText(/could not be read/)).toBeNull();
  },
};

/** An error response with its own status keeps it: 503 is still the generic view, but says 503. */
export const ServiceUnavailable: Story = {
  args: { error: Object.assign(new Error('Service Unavailable'), { status: 503 }) },
  parameters: {
    page: { route: '/payment/transaction', url: '/payment/transaction' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Internal Server Error' }),
    ).toBeVisible();
    await expect(canvas.getByText('Error 503')).toBeVisible();
  },
};

/** A page's code could not be downloaded (docs/product.md §8 "Chunk error", e.g. after a deploy): a reload is offered. */
export const PageCodeMissing: Story = {
  args: { error: new ChunkLoadError('package/ShowcasePage') },
  parameters: {
    page: { route: '/package/showcase', url: '/package/showcase' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'A new version of ShootBook may have been released, or the connection dropped.',
      ),
    ).toBeVisible();
    // Pressing it reloads the whole page (the story's frame too), so the story stops here.
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  },
};

/** In the sign-in frame (background layout), e.g. a reset step that does not exist, for a signed-out visitor. */
export const InTheSignInFrame: Story = {
  render: () => <AppRouteAt path="/user/login/reset/7" frame="background" />,
  parameters: {
    page: {
      route: '/user/login/reset/:id',
      url: '/user/login/reset/7',
      layout: 'background',
      session: signedOut,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeVisible();
    await expect(canvas.getByText('Page Not Found: /user/login/reset/7')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ShootBook' })).toHaveAttribute('href', '/');
  },
};
