/**
 * Saved photographers (openapi.yaml tag `saved`): a caller's own list, stored in the database —
 * saving is idempotent, only a listed photographer can be saved, the list shows them as the
 * directory does (last saved first), and one caller's list is not another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { components } from '@shootbook/api-client';

import { createTestApp, type TestApp, type TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

let t: TestApp;
let customer: TestUser;
let other: TestUser;
let anong: TestUser;
let somchai: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [customer, other, anong, somchai] = await Promise.all([
    t.signUpUser('Customer'),
    t.signUpUser('Customer'),
    t.signUpUser('Photographer', { name: 'Anong' }),
    t.signUpUser('Photographer', { name: 'Somchai' }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const save = (who: TestUser, id: string) =>
  t.request<Schemas['Error']>({ method: 'PUT', url: `/users/me/saved/${id}`, token: who.token });
const unsave = (who: TestUser, id: string) =>
  t.request<Schemas['Error']>({ method: 'DELETE', url: `/users/me/saved/${id}`, token: who.token });
async function savedNames(who: TestUser): Promise<string[]> {
  const list = await t.request<Schemas['SavedPhotographerList']>({
    method: 'GET',
    url: '/users/me/saved',
    token: who.token,
  });
  expect(list.status).toBe(200);
  return list.body.photographers.map((p) => p.name);
}

describe('saved photographers', () => {
  it('keeps what a customer saved, last saved first, once however often it is saved', async () => {
    expect(await savedNames(customer)).toEqual([]);
    expect((await save(customer, anong.uid)).status).toBe(204);
    t.clock.advance(1);
    expect((await save(customer, somchai.uid)).status).toBe(204);
    expect((await save(customer, somchai.uid)).status).toBe(204);
    expect(await savedNames(customer)).toEqual(['Somchai', 'Anong']);
    // Another customer's list is their own.
    expect(await savedNames(other)).toEqual([]);
  });

  it('shows a saved photographer as the directory does', async () => {
    const list = await t.request<Schemas['SavedPhotographerList']>({
      method: 'GET',
      url: '/users/me/saved',
      token: customer.token,
    });
    const saved = list.body.photographers.find((p) => p.id === anong.uid);
    expect(saved).toMatchObject({ name: 'Anong', role: 'Photographer', packageCount: 0 });
    expect(saved).not.toHaveProperty('email');
  });

  it('removes a photographer, and removing one not saved changes nothing', async () => {
    expect((await unsave(customer, anong.uid)).status).toBe(204);
    expect((await unsave(customer, anong.uid)).status).toBe(204);
    expect(await savedNames(customer)).toEqual(['Somchai']);
  });

  it('saves only a listed photographer: a customer or an unknown id is not found', async () => {
    const notAPhotographer = await save(customer, other.uid);
    expect(notAPhotographer.status).toBe(404);
    expect(notAPhotographer.body.code).toBe('not_found');
    expect((await save(customer, 'no-such-user')).status).toBe(404);
    expect((await unsave(customer, 'no-such-user')).status).toBe(404);
    expect(await savedNames(customer)).toEqual(['Somchai']);
  });
});
