import { describe, expect, it } from 'vitest';
import type { RegistrationSession } from '../registration/registration-step.ts';
import { AuthRoute, ROLE_HOME, resolveRouteGuard } from '../registration/route-guard.ts';
import {
  ROUTE_PARAM_SHAPES,
  ROUTE_TABLE,
  navRowsFor,
  routeNeedsOperator,
  routePathMatches,
  routeRoleOf,
  type RouteParamShape,
  type RouteRow,
} from './route-table.ts';

/** A valid value of each parameter shape. */
const SAMPLE: Record<RouteParamShape, string> = {
  uuid: '0b5e8d52-3c1f-4d7a-9a2e-6f1c2b3d4e5f',
  userId: 'uid-42',
  resetStep: '2',
};

/** `row.path` with each `:name` filled with a valid value of its shape. */
function samplePath(row: RouteRow): string {
  return row.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE[row.params![name]!]);
}

const bank = { bank: 'KASIKORN_BANK', accountNumber: '1234567890', accountName: 'Somchai' };
const sessions = {
  Customer: { name: 'Malee', role: 'Customer' },
  Photographer: { name: 'Somchai', role: 'Photographer', bankAccount: bank },
} as const satisfies Record<string, RegistrationSession>;

describe('ROUTE_TABLE (docs/product.md §2)', () => {
  it('lists each path once, every parameter with a shape and every shape for a parameter', () => {
    expect(ROUTE_TABLE.length).toBeGreaterThan(30);
    expect(new Set(ROUTE_TABLE.map((row) => row.path)).size).toBe(ROUTE_TABLE.length);
    for (const row of ROUTE_TABLE) {
      const names = [...row.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(row.params ?? {}).sort(), row.path).toEqual(names.sort());
    }
  });

  it.each(ROUTE_TABLE.map((row) => [row.path, row] as const))(
    '%s: its sample path matches it, fits its shapes and gets the guard decision of its access',
    (_, row) => {
      const path = samplePath(row);
      expect(routePathMatches(row.path, path)).toBe(true);
      for (const [name, shape] of Object.entries(row.params ?? {})) {
        expect(
          ROUTE_PARAM_SHAPES[shape].test(path.split('/')[row.path.split('/').indexOf(`:${name}`)]!),
        ).toBe(true);
      }
      const customer = resolveRouteGuard(path, sessions.Customer);
      const photographer = resolveRouteGuard(path, sessions.Photographer);
      if (row.operator) {
        expect(row.access).toBe('both');
        expect(customer).toEqual({ action: 'redirect', to: '/', reason: 'wrong_role' });
        expect(photographer).toEqual({
          action: 'redirect',
          to: ROLE_HOME.Photographer,
          reason: 'wrong_role',
        });
        expect(resolveRouteGuard(path, { ...sessions.Customer, operator: true })).toEqual({
          action: 'allow',
        });
        expect(resolveRouteGuard(path, { ...sessions.Photographer, operator: true })).toEqual({
          action: 'allow',
        });
        expect(resolveRouteGuard(path, null)).toMatchObject({ action: 'redirect' });
        return;
      }
      switch (row.access) {
        case 'signedOut':
          expect(resolveRouteGuard(path, null)).toEqual({ action: 'allow' });
          expect(customer).toMatchObject({ action: 'redirect' });
          expect(photographer).toMatchObject({ action: 'redirect' });
          break;
        case 'registration':
          expect(resolveRouteGuard(path, null)).toMatchObject({ action: 'redirect' });
          expect(customer).toMatchObject({ action: 'redirect' });
          expect(photographer).toMatchObject({ action: 'redirect' });
          break;
        case 'both':
          expect(customer).toEqual({ action: 'allow' });
          expect(photographer).toEqual({ action: 'allow' });
          break;
        default: {
          const other = row.access === 'Customer' ? 'Photographer' : 'Customer';
          expect(resolveRouteGuard(path, sessions[row.access])).toEqual({ action: 'allow' });
          expect(resolveRouteGuard(path, sessions[other])).toEqual({
            action: 'redirect',
            to: ROLE_HOME[other],
            reason: 'wrong_role',
          });
        }
      }
    },
  );

  it('holds every page the guard knows by name, in the background frame', () => {
    const named = Object.entries(AuthRoute).filter(
      ([name]) => name !== 'resetPrefix' && name !== 'home',
    );
    expect(named).toHaveLength(5);
    for (const [, path] of named) {
      expect(ROUTE_TABLE.find((row) => row.path === path)?.frame, path).toBe('background');
    }
  });
});

describe('routePathMatches', () => {
  it('compares whole segments, case-sensitively, a parameter taking one non-empty segment', () => {
    expect(routePathMatches('/package/:id', '/package/p1')).toBe(true);
    expect(routePathMatches('/package/:id', '/package')).toBe(false);
    expect(routePathMatches('/package/:id', '/package/')).toBe(false);
    expect(routePathMatches('/package/:id', '/package/p1/x')).toBe(false);
    expect(routePathMatches('/package/create', '/Package/create')).toBe(false);
    expect(routePathMatches('/package/create', '/package/creates')).toBe(false);
    expect(routePathMatches('/', '/')).toBe(true);
    expect(routePathMatches('/', '/x')).toBe(false);
  });
});

describe('routeRoleOf (route guard step 6)', () => {
  it('lets a one-role page win over a shared page its path also fits', () => {
    expect(routeRoleOf('/package/create')).toBe('Photographer');
    expect(routeRoleOf('/profile/schedule')).toBe('Photographer');
    expect(routeRoleOf('/package/edit/schedule')).toBe('Photographer');
    expect(routeRoleOf('/package/p1')).toBeUndefined();
    expect(routeRoleOf('/profile/uid-42')).toBeUndefined();
  });

  it('takes unknown and longer paths for nobody’s page', () => {
    expect(routeRoleOf('/payment/topay/extra')).toBeUndefined();
    expect(routeRoleOf('/Payment/topay')).toBeUndefined();
    expect(routeRoleOf('/nowhere')).toBeUndefined();
  });
});

describe('the operators’ console (route guard step 7, docs/decisions/0033)', () => {
  it('holds the console’s pages under /operator, each for operators only', () => {
    const rows = ROUTE_TABLE.filter((row) => row.operator).map((row) => row.path);
    expect(rows).toEqual([
      '/operator',
      '/operator/photographers',
      '/operator/bookings/:id',
      '/operator/audit',
      '/operator/reports',
    ]);
    expect(routeNeedsOperator('/operator/bookings/0b5e8d52-3c1f-4d7a-9a2e-6f1c2b3d4e5f')).toBe(
      true,
    );
    expect(routeNeedsOperator('/messages')).toBe(false);
    expect(routeNeedsOperator('/operators')).toBe(false);
  });

  it('keeps a query string or trailing slash from opening a console page to a non-operator', () => {
    for (const path of ['/operator/', '/operator?x=1', '/operator/audit#top']) {
      expect(resolveRouteGuard(path, sessions.Customer), path).toEqual({
        action: 'redirect',
        to: '/',
        reason: 'wrong_role',
      });
    }
    expect(resolveRouteGuard('/operator/audit', { ...sessions.Customer, operator: false })).toEqual(
      { action: 'redirect', to: '/', reason: 'wrong_role' },
    );
  });

  it('sends a signed-out visitor to sign in first, the console page kept as the next page', () => {
    expect(resolveRouteGuard('/operator/audit', null)).toEqual({
      action: 'redirect',
      to: '/user/login?next=%2Foperator%2Faudit',
    });
  });

  it('shows the console’s link to operators only', () => {
    const paths = (role: string, operator?: boolean) =>
      navRowsFor(role, operator).map((row) => row.path);
    expect(paths('Customer')).not.toContain('/operator');
    expect(paths('Photographer', false)).not.toContain('/operator');
    expect(paths('Customer', true)).toContain('/operator');
    expect(paths('Photographer', true)).toContain('/operator');
    expect(paths('Guest', true)).not.toContain('/operator');
  });
});
