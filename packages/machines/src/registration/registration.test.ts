import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  isRegistrationBusy,
  registrationMachine,
  registrationStatus,
  type RegistrationChanges,
  type RegistrationProfile,
  type RegistrationSaveFailed,
} from './registration-machine.ts';
import { registrationStep } from './registration-step.ts';
import { resolveRouteGuard, withReturnPath } from './route-guard.ts';

const bank = { bank: 'KASIKORN_BANK', accountNumber: '1234567890', accountName: 'Somchai' };
const noName = { name: '', role: 'Guest' as const };
const guest = { name: 'Somchai', role: 'Guest' as const };
const photographerNoBank = { name: 'Somchai', role: 'Photographer' as const, bankAccount: null };
const photographer = { name: 'Somchai', role: 'Photographer' as const, bankAccount: bank };
const customer = { name: 'Malee', role: 'Customer' as const };

const allow = { action: 'allow' };
const to = (path: string) => ({ action: 'redirect', to: path });

describe('registrationStep (docs/product.md §4)', () => {
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

describe('resolveRouteGuard (docs/product.md §2 route guard)', () => {
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
    for (const path of ['/', '/user/register/selectRole', '/user/login/reset/1']) {
      expect(resolveRouteGuard(path, noName), path).toEqual(to('/user/register/createUser'));
    }
    // Any other page is kept as the page to return to once registered.
    expect(resolveRouteGuard('/profile', noName)).toEqual(
      to('/user/register/createUser?next=%2Fprofile'),
    );
    // Step 2 comes before step 3: a nameless Guest is sent to createUser, not selectRole.
    expect(resolveRouteGuard('/user/register/selectRole', { name: '', role: 'Guest' })).toEqual(
      to('/user/register/createUser'),
    );
  });

  it('step 3: a Guest sees only selectRole, register and login', () => {
    for (const path of ['/user/register/selectRole', '/user/register', '/user/login']) {
      expect(resolveRouteGuard(path, guest), path).toEqual(allow);
    }
    for (const path of ['/', '/user/register/createUser', '/user/register/createPhotographer']) {
      expect(resolveRouteGuard(path, guest), path).toEqual(to('/user/register/selectRole'));
    }
    expect(resolveRouteGuard('/package/create', guest)).toEqual(
      to('/user/register/selectRole?next=%2Fpackage%2Fcreate'),
    );
  });

  it('step 4: a Photographer without bankAccount sees only createPhotographer, register and login', () => {
    for (const path of ['/user/register/createPhotographer', '/user/register', '/user/login']) {
      expect(resolveRouteGuard(path, photographerNoBank), path).toEqual(allow);
    }
    for (const path of ['/', '/user/register/selectRole']) {
      expect(resolveRouteGuard(path, photographerNoBank), path).toEqual(
        to('/user/register/createPhotographer'),
      );
    }
    expect(resolveRouteGuard('/profile/schedule', photographerNoBank)).toEqual(
      to('/user/register/createPhotographer?next=%2Fprofile%2Fschedule'),
    );
  });

  it('keeps the page asked for before sign-in through every registration step, never off the site', () => {
    const next = encodeURIComponent('/package/abc?tab=reviews');
    // Sign-up from /user/register?next=… lands on createUser with it (withReturnPath), then:
    expect(resolveRouteGuard(`/user/register/createUser?next=${next}`, guest)).toEqual(
      to(`/user/register/selectRole?next=${next}`),
    );
    expect(resolveRouteGuard(`/user/register/selectRole?next=${next}`, photographerNoBank)).toEqual(
      to(`/user/register/createPhotographer?next=${next}`),
    );
    expect(
      resolveRouteGuard(`/user/register/createPhotographer?next=${next}`, photographer),
    ).toEqual(to('/package/abc?tab=reviews'));
    expect(resolveRouteGuard(`/user/register/selectRole?next=${next}`, customer)).toEqual(
      to('/package/abc?tab=reviews'),
    );
    // Another site, or no next at all: home.
    expect(
      resolveRouteGuard(
        `/user/register/selectRole?next=${encodeURIComponent('//evil.example')}`,
        customer,
      ),
    ).toEqual(to('/'));
    expect(resolveRouteGuard('/user/register/selectRole?next=https://evil.example', guest)).toEqual(
      allow,
    );
    expect(resolveRouteGuard('/user/register/createUser?next=https://evil.example', guest)).toEqual(
      to('/user/register/selectRole'),
    );
    expect(withReturnPath('/user/register', '/package/7')).toBe(
      '/user/register?next=%2Fpackage%2F7',
    );
    expect(withReturnPath('/user/register', '/')).toBe('/user/register');
    expect(withReturnPath('/user/register', 'https://evil.example')).toBe('/user/register');
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

/** An HTTP failure as the API client rejects with it. */
const httpError = (status: number, code: string) =>
  Object.assign(new Error(code), { status, code });

/**
 * A registration actor whose profile reads answer `profiles` in turn (an Error rejects) and whose
 * saves answer `saves` in turn (a function of the changes, or an Error); records what was saved.
 */
function start(
  profiles: (RegistrationProfile | Error)[],
  saves: (((changes: RegistrationChanges) => RegistrationProfile) | Error)[] = [],
) {
  const saved: RegistrationChanges[] = [];
  const failures: RegistrationSaveFailed[] = [];
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => {
          const next = profiles.shift();
          if (!next || next instanceof Error) throw next ?? new Error('no profile');
          return next;
        }),
        saveProfile: fromPromise(async ({ input }) => {
          saved.push(input);
          const next = saves.shift();
          if (!next || next instanceof Error) throw next ?? new Error('no answer');
          return next(input);
        }),
      },
    }),
    { input: {} },
  );
  actor.on('saveFailed', (event) => failures.push(event));
  actor.start();
  const settled = () =>
    new Promise<ReturnType<typeof actor.getSnapshot>>((resolve) => {
      const check = () => {
        const snapshot = actor.getSnapshot();
        if (isRegistrationBusy(snapshot)) return false;
        resolve(snapshot);
        return true;
      };
      if (check()) return;
      const sub = actor.subscribe(() => {
        if (check()) sub.unsubscribe();
      });
    });
  return { actor, saved, failures, settled };
}

const merge =
  (base: RegistrationProfile) =>
  (changes: RegistrationChanges): RegistrationProfile => ({ ...base, ...changes });

describe('registrationMachine (the registration pages drive it)', () => {
  it('runs sign-up → createUser → selectRole → createPhotographer → complete on the saved profiles', async () => {
    const { actor, saved, settled } = start(
      [noName],
      [merge(noName), merge(guest), merge(photographerNoBank)],
    );
    expect(registrationStatus(actor.getSnapshot())).toBe('loading');
    actor.send({ type: 'SIGNED_IN', uid: 'u1' });
    expect(registrationStatus(actor.getSnapshot())).toBe('loading');
    expect((await settled()).value).toEqual({ needsName: 'editing' });

    actor.send({ type: 'CREATE_USER', changes: { name: 'Somchai', phone: '081 234 5678' } });
    expect(actor.getSnapshot().matches({ needsName: 'saving' })).toBe(true);
    expect(registrationStatus(actor.getSnapshot())).toBe('signedIn');
    expect((await settled()).value).toEqual({ needsRole: 'editing' });

    actor.send({ type: 'SELECT_ROLE', role: 'Photographer' });
    expect((await settled()).value).toEqual({ needsBankAccount: 'editing' });

    actor.send({
      type: 'CREATE_PHOTOGRAPHER',
      changes: { bankAccount: bank, province: 'TH-50', specialties: [] },
    });
    const done = await settled();
    expect(done.value).toBe('complete');
    expect(done.context.profile).toMatchObject({ role: 'Photographer', bankAccount: bank });
    expect(saved).toEqual([
      { name: 'Somchai', phone: '081 234 5678' },
      { role: 'Photographer' },
      { bankAccount: bank, province: 'TH-50', specialties: [] },
    ]);
  });

  it('a step accepts only its own save: a role is not chosen before the name', async () => {
    const { actor, saved, settled } = start([noName]);
    actor.send({ type: 'SIGNED_IN', uid: 'u1' });
    await settled();
    actor.send({ type: 'SELECT_ROLE', role: 'Customer' });
    expect(actor.getSnapshot().value).toEqual({ needsName: 'editing' });
    expect(saved).toEqual([]);
  });

  it('a failed save stays on its step in failed; RETRY sends the same changes and moves on', async () => {
    const down = httpError(500, 'internal');
    const { actor, saved, failures, settled } = start([noName], [down, merge(noName)]);
    actor.send({ type: 'SIGNED_IN', uid: 'u1' });
    await settled();
    actor.send({ type: 'CREATE_USER', changes: { name: 'Somchai' } });
    const failed = await settled();
    expect(failed.value).toEqual({ needsName: 'failed' });
    expect(failed.context.error).toBe(down);
    expect(failures).toEqual([{ type: 'saveFailed', error: down, refused: false }]);

    actor.send({ type: 'RETRY' });
    expect((await settled()).value).toEqual({ needsRole: 'editing' });
    expect(saved).toEqual([{ name: 'Somchai' }, { name: 'Somchai' }]);
  });

  it('a refused save (4xx) is not retried as it was; the page sends corrected changes', async () => {
    const refusal = httpError(409, 'invalid_transition');
    const { actor, saved, failures, settled } = start([guest], [refusal, merge(guest)]);
    actor.send({ type: 'SIGNED_IN', uid: 'u1' });
    await settled();
    actor.send({ type: 'SELECT_ROLE', role: 'Customer' });
    expect((await settled()).value).toEqual({ needsRole: 'refused' });
    expect(failures[0]).toMatchObject({ refused: true });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toEqual({ needsRole: 'refused' });
    actor.send({ type: 'SELECT_ROLE', role: 'Customer' });
    expect((await settled()).value).toBe('complete');
    expect(saved).toHaveLength(2);
  });

  it('a failed profile read is profileError until RETRY reads it', async () => {
    const { actor, settled } = start([new Error('offline'), new Error('still offline'), customer]);
    actor.send({ type: 'SIGNED_IN', uid: 'u1' });
    const failed = await settled();
    expect(registrationStatus(failed)).toBe('profileError');
    actor.send({ type: 'RETRY' });
    // The frame keeps its error page (with a busy Try again) rather than a blank load.
    expect(registrationStatus(actor.getSnapshot())).toBe('profileError');
    expect(isRegistrationBusy(actor.getSnapshot())).toBe(true);
    const again = await settled();
    expect(again.context.error).toMatchObject({ message: 'still offline' });
    actor.send({ type: 'RETRY' });
    expect((await settled()).value).toBe('complete');
  });

  it('the same account again re-reads the profile while showing the last one', async () => {
    const renamed = { ...customer, name: 'Malee J.' };
    const { actor, settled } = start([customer, renamed]);
    actor.send({ type: 'SIGNED_IN', uid: 'u1' });
    await settled();
    actor.send({ type: 'SIGNED_IN', uid: 'u1' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(registrationStatus(actor.getSnapshot())).toBe('signedIn');
    expect(actor.getSnapshot().context.profile).toEqual(customer);
    expect((await settled()).context.profile).toEqual(renamed);
  });

  it('a re-read waits while a step saves (the save answers with the newer profile)', async () => {
    const { actor, settled } = start([noName], [merge(noName)]);
    actor.send({ type: 'SIGNED_IN', uid: 'u1' });
    await settled();
    actor.send({ type: 'CREATE_USER', changes: { name: 'Somchai' } });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ needsName: 'saving' })).toBe(true);
    expect((await settled()).value).toEqual({ needsRole: 'editing' });
  });

  it('drops the answer for an account that signed out, and reads another account afresh', async () => {
    const { actor, settled } = start([customer, photographer]);
    actor.send({ type: 'SIGNED_IN', uid: 'u1' });
    actor.send({ type: 'SIGNED_OUT' });
    expect((await settled()).value).toBe('signedOut');
    actor.send({ type: 'SIGNED_IN', uid: 'u2' });
    const next = await settled();
    expect(next.context).toMatchObject({ uid: 'u2', profile: photographer });
  });

  it('starts at the step of a known profile, the one registrationStep names', () => {
    for (const profile of [noName, guest, photographerNoBank, photographer, customer]) {
      const actor = createActor(registrationMachine, { input: { uid: 'u1', profile } }).start();
      const value = actor.getSnapshot().value;
      expect(typeof value === 'string' ? value : Object.keys(value)[0]).toBe(
        registrationStep(profile),
      );
    }
    expect(createActor(registrationMachine, { input: {} }).start().getSnapshot().value).toBe(
      'unknown',
    );
  });
});
