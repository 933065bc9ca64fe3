import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { ChunkLoadError, pageComponent } from '../../app/pages';
import { NotFoundError } from '../../app/routeParams';
import { describeRouteError } from './routeError';

async function thrown(value: () => unknown): Promise<unknown> {
  try {
    await value();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('error page view (docs/product.md §2 "Error page", §8)', () => {
  it('a 404 route error is the not-found view for the requested path', async () => {
    const error = new NotFoundError();
    expect(describeRouteError(error, '/nope')).toEqual({
      kind: 'notFound',
      status: 404,
      path: '/nope',
    });
  });

  it("titles and message are the spec's English texts", () => {
    const t = i18n.getFixedT('en', 'errors');
    expect(t('notFound.title')).toBe('Page Not Found');
    expect(t('notFound.message', { path: '/nope' })).toBe('Page Not Found: /nope');
    expect(t('server.title')).toBe('Internal Server Error');
  });

  it('any other status is the generic view with that status', () => {
    // An API error caught by a route's error boundary (its `status`, e.g. the client's ApiError).
    const forbidden = Object.assign(new Error('Forbidden'), { status: 403 });
    expect(describeRouteError(forbidden, '/x')).toEqual({
      kind: 'server',
      status: 403,
    });
  });

  it('an error without a status is the generic view with the default status 500', () => {
    expect(describeRouteError(new Error('boom'), '/x')).toEqual({ kind: 'server', status: 500 });
    expect(describeRouteError('a string', '/x')).toEqual({ kind: 'server', status: 500 });
  });

  it("a failed page download is the chunk view (retry), also for the browser's raw TypeError", () => {
    expect(describeRouteError(new ChunkLoadError('home/HomePage'), '/').kind).toBe('chunk');
    const raw = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/Home.js',
    );
    expect(describeRouteError(raw, '/').kind).toBe('chunk');
  });
});

describe('lazy page loading', () => {
  it('turns a rejected dynamic import into a ChunkLoadError', async () => {
    const load = pageComponent('home/HomePage', {
      '../pages/home/HomePage.tsx': () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    expect(await thrown(load)).toBeInstanceOf(ChunkLoadError);
  });

  it('lets a bug inside a page module through as itself (generic error view)', async () => {
    const bug = new ReferenceError('x is not defined');
    const load = pageComponent('home/HomePage', {
      '../pages/home/HomePage.tsx': () => Promise.reject(bug),
    });
    expect(await thrown(load)).toBe(bug);
  });

  it('refuses a route to a page file that does not exist', () => {
    expect(() => pageComponent('home/NoSuchPage', {})).toThrow(/src\/pages\/home\/NoSuchPage\.tsx/);
  });
});
