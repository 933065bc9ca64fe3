import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { registrationMachine, type RegistrationEvent } from './registration-machine.ts';
import { registrationStep } from './registration-step.ts';
import { resolveRouteGuard } from './route-guard.ts';

const bank = { bank: 'KASIKORN_BANK', accountNumber: '1234567890', accountName: 'Somchai' };
const noName = { name: '', role: 'Guest' as const };
const guest = { name: 'Somchai', role: 'Guest' as const };
const photographerNoBank = { name: 'Somchai', role: 'Photographer' as const, bankAccount: null };
const photographer = { name: 'Somchai', role: 'Photographer' as const, bankAccount: bank };
const customer = { name: 'Malee', role: 'Customer' as const };

const allow = { action: 'allow' };
const to = (path: string) => ({ action: 'redirect', to: path });

describe('registrationStep (SPEC.md §4)', () => {
  it('walks the progression', () => {
    expect(registrationStep(null)).toBe('signedOut');
    expect(registrationStep(noName)).toBe('needsName');
    expect(registrationStep({ name: '   ', role: 'Customer' })).toBe('needsName');
    expect(registrationStep(guest)).toBe('needsRole');
    expect(registrationStep(photographerNoBank)).toBe('needsBankAccount');
    expect(registrationStep({ name: 'x', role: 'Photographer' })).toBe('needsBankAccount');
    expect(registrationStep(photographer)).toBe('complete');
    expect(registrationStep(customer)).toBe('complete');
  });
});

describe('resolveRouteGuard (SPEC.md §2 route guard)', () => {
  it('step 1: signed out sees only login, register and the reset routes', () => {
    for (const path of [
      '/user/login',
      '/user/register',
      '/user/login/reset/1',
      '/user/login/reset/2',
      '/user/login/reset/abc123',
      '/user/login/reset/success',
    ]) {
      expect(resolveRouteGuard(path, null), path).toEqual(allow);
    }
    expect(resolveRouteGuard('/', null)).toEqual(to('/user/login'));
    // Any other page: sign in, then come back to it.
    for (const path of [
      '/photographers',
      '/user/register/createUser',
      '/user/login/reset',
      '/user/loginx',
      '/package/abc?tab=reviews',
    ]) {
      expect(resolveRouteGuard(path, null), path).toEqual(
        to(`/user/login?next=${encodeURIComponent(path)}`),
      );
    }
  });

  it('step 2: empty name sees only createUser, register and login', () => {
    for (const path of ['/user/register/createUser', '/user/register', '/user/login']) {
      expect(resolveRouteGuard(path, noName), path).toEqual(allow);
    }
    for (const path of ['/', '/user/register/selectRole', '/user/login/reset/1', '/profile']) {
      expect(resolveRouteGuard(path, noName), path).toEqual(to('/user/register/createUser'));
    }
    // Step 2 comes before step 3: a nameless Guest is sent to createUser, not selectRole.
    expect(resolveRouteGuard('/user/register/selectRole', { name: '', role: 'Guest' })).toEqual(
      to('/user/register/createUser'),
    );
  });

  it('step 3: a Guest sees only selectRole, register and login', () => {
    for (const path of ['/user/register/selectRole', '/user/register', '/user/login']) {
      expect(resolveRouteGuard(path, guest), path).toEqual(allow);
    }
    for (const path of [
      '/',
      '/user/register/createUser',
      '/user/register/createPhotographer',
      '/package/create',
    ]) {
      expect(resolveRouteGuard(path, guest), path).toEqual(to('/user/register/selectRole'));
    }
  });

  it('step 4: a Photographer without bankAccount sees only createPhotographer, register and login', () => {
    for (const path of ['/user/register/createPhotographer', '/user/register', '/user/login']) {
      expect(resolveRouteGuard(path, photographerNoBank), path).toEqual(allow);
    }
    for (const path of ['/', '/profile/schedule', '/user/register/selectRole']) {
      expect(resolveRouteGuard(path, photographerNoBank), path).toEqual(
        to('/user/register/createPhotographer'),
      );
    }
  });

  it('step 5: a complete user is sent home from anything under /user/register or /user/login', () => {
    for (const session of [photographer, customer]) {
      for (const path of [
        '/user/login',
        '/user/register',
        '/user/register/createUser',
        '/user/register/createPhotographer',
        '/user/login/reset/success',
      ]) {
        expect(resolveRouteGuard(path, session), path).toEqual(to('/'));
      }
      for (const path of [
        '/',
        '/profile',
        '/package/abc',
        '/appointment/list',
        '/user/registerx',
      ]) {
        expect(resolveRouteGuard(path, session), path).toEqual(allow);
      }
    }
    // A Customer never needs a bank account.
    expect(resolveRouteGuard('/appointment/list', { ...customer, bankAccount: null })).toEqual(
      allow,
    );
  });

  it('ignores query strings, hashes and trailing slashes when judging a path', () => {
    expect(resolveRouteGuard('/user/login/?next=/profile', null)).toEqual(allow);
    expect(
      resolveRouteGuard('/user/login/reset/success?mode=resetPassword&oobCode=x', null),
    ).toEqual(allow);
    expect(resolveRouteGuard('/profile?tab=1#top', null)).toEqual(
      to(`/user/login?next=${encodeURIComponent('/profile?tab=1')}`),
    );
    expect(resolveRouteGuard('/user/register/createUser/', noName)).toEqual(allow);
    expect(resolveRouteGuard('/user/register/?x=1', customer)).toEqual(to('/'));
    expect(resolveRouteGuard('/?q=1', customer)).toEqual(allow);
    expect(resolveRouteGuard('', customer)).toEqual(allow);
  });

  it('never redirects to a path it would redirect again', () => {
    for (const session of [null, noName, guest, photographerNoBank, photographer]) {
      for (const path of ['/', '/profile', '/user/login', '/user/register/selectRole']) {
        const result = resolveRouteGuard(path, session);
        if (result.action === 'redirect')
          expect(resolveRouteGuard(result.to, session)).toEqual(allow);
      }
    }
  });

  it('step 6: a page of the other role sends the user to their own home, saying why', () => {
    for (const path of [
      '/profile/schedule',
      '/profile/createBusyTime',
      '/appointment/confirm',
      '/appointment/complete',
      '/package/create',
      '/package/p1/subpackage/create',
    ]) {
      expect(resolveRouteGuard(path, customer), path).toEqual({
        action: 'redirect',
        to: '/',
        reason: 'wrong_role',
      });
      expect(resolveRouteGuard(path, photographer), path).toEqual(allow);
    }
    for (const path of [
      '/payment/topay',
      '/package/p1/subpackage/appointment/create/s1',
      '/profile/u1/createreview',
      '/profile/u1/editreview/r1',
    ]) {
      expect(resolveRouteGuard(path, photographer), path).toEqual({
        action: 'redirect',
        to: '/appointment/confirm',
        reason: 'wrong_role',
      });
      expect(resolveRouteGuard(path, customer), path).toEqual(allow);
    }
    // Pages both roles use stay open to both.
    for (const path of [
      '/',
      '/photographers',
      '/package/allpackage',
      '/package/p1',
      '/appointment/list',
      '/payment/transaction',
      '/profile',
    ]) {
      expect(resolveRouteGuard(path, customer), path).toEqual(allow);
      expect(resolveRouteGuard(path, photographer), path).toEqual(allow);
    }
  });

  it('returns a signed-in user from the login page to the page they asked for, never off the site', () => {
    expect(
      resolveRouteGuard(
        `/user/login?next=${encodeURIComponent('/package/abc?tab=reviews')}`,
        customer,
      ),
    ).toEqual(to('/package/abc?tab=reviews'));
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      'photographers',
    ]) {
      expect(
        resolveRouteGuard(`/user/login?next=${encodeURIComponent(next)}`, customer),
        next,
      ).toEqual(to('/'));
    }
    expect(resolveRouteGuard('/user/login', customer)).toEqual(to('/'));
  });
});

describe('registrationMachine', () => {
  it('follows the profile through the progression and back to signedOut', () => {
    const actor = createActor(registrationMachine).start();
    actor.send({ type: 'PROFILE_UPDATED', profile: customer });
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'SIGNED_IN', profile: noName });
    expect(actor.getSnapshot().value).toBe('needsName');
    actor.send({ type: 'PROFILE_UPDATED', profile: guest });
    expect(actor.getSnapshot().value).toBe('needsRole');
    actor.send({ type: 'PROFILE_UPDATED', profile: photographerNoBank });
    expect(actor.getSnapshot().value).toBe('needsBankAccount');
    actor.send({ type: 'PROFILE_UPDATED', profile: photographer });
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().context.profile).toEqual(photographer);
    actor.send({ type: 'SIGNED_OUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('agrees with registrationStep and reaches every state (xstate/graph)', () => {
    const events: RegistrationEvent[] = [
      noName,
      guest,
      photographerNoBank,
      photographer,
      customer,
    ].flatMap((profile) => [
      { type: 'SIGNED_IN' as const, profile },
      { type: 'PROFILE_UPDATED' as const, profile },
    ]);
    events.push({ type: 'SIGNED_OUT' });
    const paths = getShortestPaths(registrationMachine, { events });
    const states = new Set(paths.map((p) => p.state.value));
    expect([...states].sort()).toEqual([
      'complete',
      'needsBankAccount',
      'needsName',
      'needsRole',
      'signedOut',
    ]);
    for (const p of paths) expect(p.state.value).toBe(registrationStep(p.state.context.profile));
  });
});
