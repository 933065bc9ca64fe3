import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testSession } from '../test/session';
import type { PageHandle } from './pages';
import { appRoutes } from './routes';

/** The catch-all route renders the error page (docs/product.md §2 "Error page"), so its story stands for it. */
const CATCH_ALL_PAGE = 'error/ErrorPage';

/** The page module (`src/pages/{page}.tsx`) each route of the tree shows, e.g. `user/LoginPage`. */
function pagesOf(routes: RouteObject[]): string[] {
  const flat = (list: RouteObject[]): RouteObject[] =>
    list.flatMap((route) => [route, ...flat(route.children ?? [])]);
  const pages = flat(routes).map((route) =>
    route.path === '*' ? CATCH_ALL_PAGE : (route.handle as PageHandle | undefined)?.page,
  );
  return [...new Set(pages.filter((page): page is string => Boolean(page)))];
}

/** The pages among `pages` without a `{page}.stories.tsx` beside them; `storyFiles` as `import.meta.glob` keys. */
function pagesWithoutStories(pages: string[], storyFiles: string[]): string[] {
  const stories = new Set(storyFiles);
  return pages.filter((page) => !stories.has(`../pages/${page}.stories.tsx`));
}

// Keys only: the story modules are not loaded (they need a browser).
const storyFiles = Object.keys(import.meta.glob('../pages/**/*.stories.tsx'));

describe('every screen is a story', () => {
  it('every page of the route table has page stories beside it', () => {
    const missing = pagesWithoutStories(
      pagesOf(appRoutes({ queryClient: new QueryClient(), session: testSession() })),
      storyFiles,
    );
    expect(
      missing,
      `page modules without a *.stories.tsx next to them: ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('names a page whose story is missing, and maps the catch-all to the error page', () => {
    const routes: RouteObject[] = [
      { path: '/a', handle: { page: 'home/HomePage' } satisfies PageHandle },
      { path: '/b', handle: { page: 'user/LoginPage' } satisfies PageHandle },
      { path: '/c', handle: { page: 'user/LoginPage' } satisfies PageHandle },
      { path: '*' },
    ];
    expect(pagesOf(routes)).toEqual(['home/HomePage', 'user/LoginPage', CATCH_ALL_PAGE]);
    expect(pagesWithoutStories(pagesOf(routes), ['../pages/home/HomePage.stories.tsx'])).toEqual([
      'user/LoginPage',
      CATCH_ALL_PAGE,
    ]);
  });
});
