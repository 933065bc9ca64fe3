import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { BackgroundLayout } from './layouts/BackgroundLayout';
import { pageRoute, type PageHandle } from './pages';
import { appRoutes as routes, backgroundRoutes, defaultRoutes } from './routes';

/** Every route of SPEC.md §2 with a sample address and the page module it must load. */
const SPEC_ROUTES: [path: string, sample: string, page: string][] = [
  ['/', '/', 'home/HomePage'],
  ['/photographers', '/photographers', 'photographers/PhotographersPage'],
  ['/profile', '/profile', 'profile/ProfilePage'],
  ['/profile/{id}', '/profile/uid-42', 'profile/UserProfilePage'],
  ['/profile/edit', '/profile/edit', 'profile/EditProfilePage'],
  ['/profile/schedule', '/profile/schedule', 'profile/SchedulePage'],
  ['/profile/createBusyTime', '/profile/createBusyTime', 'profile/CreateBusyTimePage'],
  ['/profile/{id}/allreview', '/profile/uid-42/allreview', 'profile/AllReviewsPage'],
  ['/profile/{id}/createreview', '/profile/uid-42/createreview', 'profile/CreateReviewPage'],
  [
    '/profile/{id}/editreview/{ratingid}',
    '/profile/uid-42/editreview/r1',
    'profile/EditReviewPage',
  ],
  ['/package/allpackage', '/package/allpackage', 'package/AllPackagesPage'],
  ['/package/create', '/package/create', 'package/CreatePackagePage'],
  ['/package/showcase', '/package/showcase', 'package/ShowcasePage'],
  ['/package/edit/{id}', '/package/edit/p1', 'package/EditPackagePage'],
  ['/package/{id}', '/package/p1', 'package/PackagePage'],
  ['/package/{id}/allpackage', '/package/p1/allpackage', 'package/OwnerPackagesPage'],
  ['/package/{id}/schedule', '/package/p1/schedule', 'package/PackageSchedulePage'],
  [
    '/package/{id}/subpackage/create',
    '/package/p1/subpackage/create',
    'package/CreateSubpackagePage',
  ],
  [
    '/package/{id}/subpackage/edit/{subpackageid}',
    '/package/p1/subpackage/edit/s1',
    'package/EditSubpackagePage',
  ],
  [
    '/package/{id}/subpackage/schedule/{subpackageid}',
    '/package/p1/subpackage/schedule/s1',
    'package/SubpackageSchedulePage',
  ],
  [
    '/package/{id}/subpackage/appointment/create/{subpackageid}',
    '/package/p1/subpackage/appointment/create/s1',
    'package/BookAppointmentPage',
  ],
  ['/appointment/list', '/appointment/list', 'appointment/AppointmentListPage'],
  ['/appointment/confirm', '/appointment/confirm', 'appointment/ConfirmAppointmentsPage'],
  ['/appointment/complete', '/appointment/complete', 'appointment/CompleteAppointmentsPage'],
  ['/payment/order/{oid}', '/payment/order/o1', 'payment/OrderPage'],
  ['/payment/topay', '/payment/topay', 'payment/ToPayPage'],
  ['/payment/transaction', '/payment/transaction', 'payment/TransactionsPage'],
  ['/payment/success', '/payment/success', 'payment/PaymentSuccessPage'],
  ['/user/login', '/user/login', 'user/LoginPage'],
  ['/user/login/reset/1', '/user/login/reset/1', 'user/ResetPage'],
  ['/user/login/reset/2', '/user/login/reset/2', 'user/ResetPage'],
  ['/user/login/reset/{id}', '/user/login/reset/7', 'user/ResetPage'],
  ['/user/login/reset/success', '/user/login/reset/success', 'user/ResetSuccessPage'],
  ['/user/register', '/user/register', 'user/RegisterPage'],
  ['/user/register/selectRole', '/user/register/selectRole', 'user/SelectRolePage'],
  ['/user/register/createUser', '/user/register/createUser', 'user/CreateUserPage'],
  [
    '/user/register/createPhotographer',
    '/user/register/createPhotographer',
    'user/CreatePhotographerPage',
  ],
];

/** Routes beyond SPEC.md §2, each with its reason in docs/decisions (0011: the booking's own page). */
const BEYOND_SPEC_ROUTES: [path: string, sample: string, page: string][] = [
  ['/appointment/{id}', '/appointment/a1', 'appointment/AppointmentPage'],
];

function pageAt(address: string): string | undefined {
  const matches = matchRoutes(routes, address) ?? [];
  return (matches.at(-1)?.route.handle as PageHandle | undefined)?.page;
}

describe('route table (SPEC.md §2)', () => {
  it.each([...SPEC_ROUTES, ...BEYOND_SPEC_ROUTES])('%s loads %s', (_path, sample, page) => {
    expect(pageAt(sample)).toBe(page);
  });

  it('registers exactly one route per SPEC.md §2 path and per listed route beyond it, plus the catch-all', () => {
    const declared = [...backgroundRoutes, ...defaultRoutes].map((route) => route.path);
    const spec = [...SPEC_ROUTES, ...BEYOND_SPEC_ROUTES].map(([path]) =>
      path.replace(/\{(\w+)\}/g, ':$1'),
    );
    expect(declared.filter((path) => path !== '*').sort()).toEqual(spec.sort());
    expect(declared).toContain('*');
  });

  it('sends an unknown address to the catch-all, not to a page', () => {
    const matches = matchRoutes(routes, '/no/such/page') ?? [];
    expect(matches.at(-1)?.route.path).toBe('*');
    expect(pageAt('/no/such/page')).toBeUndefined();
  });

  it('puts sign-in, reset and registration pages in the background layout and the rest in the default layout', () => {
    const background = routes[0]!.children![0]!;
    const standard = routes[0]!.children![1]!;
    // The default layout loads on demand (docs/decisions/0015), the background one with the shell.
    expect((background.element as ReactElement).type).toBe(BackgroundLayout);
    expect(standard.handle).toHaveProperty('start');
    for (const [, sample] of SPEC_ROUTES) {
      const layout = (matchRoutes(routes, sample) ?? [])[1]?.route;
      expect([sample, layout]).toEqual([
        sample,
        sample.startsWith('/user/') ? background : standard,
      ]);
    }
  });

  it('loads every page on demand, and every page module exports a Component', async () => {
    for (const route of [...backgroundRoutes, ...defaultRoutes]) {
      if (route.path === '*') continue;
      const { page } = route.handle as PageHandle;
      expect(typeof (await pageRoute(page).load()), route.path).toBe('function');
    }
    // Imports every page module once: seconds on a busy CI machine.
  }, 60_000);
});
