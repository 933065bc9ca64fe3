/**
 * What the multi-replica tests do through a cluster's load balancer (cluster.ts): requests that
 * never throw (a refused connection is status 0), users signed up as the web app does it, a
 * photographer with an offer to book.
 */
import pg from 'pg';
import { expect } from 'vitest';

import { createEmulatorAccount, authHeader } from '../helpers/identity.ts';
import type { Cluster } from './cluster.ts';

export interface Answer {
  status: number;
  /** When the answer arrived (ms since the epoch). */
  at: number;
  upstream: string;
  body: unknown;
}

/** The calls on the cluster `current()` returns (read at each call: the cluster starts in `beforeAll`). */
export function clusterCalls(current: () => Pick<Cluster, 'base' | 'databaseUrl'>) {
  /** One request through the load balancer; a refused or reset connection is status 0. */
  async function call(
    method: string,
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<Answer> {
    try {
      const response = await fetch(`${current().base}${url}`, {
        method,
        headers: {
          ...(token ? authHeader(token) : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON (an nginx error page): kept as text for the failure message
      }
      return {
        status: response.status,
        at: Date.now(),
        upstream: response.headers.get('x-upstream') ?? '',
        body: parsed,
      };
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      return {
        status: 0,
        at: Date.now(),
        upstream: '',
        body: `${String(error)} ${cause ? String(cause) : ''}`,
      };
    }
  }

  /** A signed-in user with a profile of `role`, made through the load balancer like the web app does. */
  async function signUp(role: 'Customer' | 'Photographer', name: string) {
    const account = await createEmulatorAccount();
    const created = await call('GET', '/user/profile', account.idToken);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const profile =
      role === 'Photographer'
        ? {
            name,
            role,
            province: 'TH-10',
            bankAccount: { bank: 'KASIKORN_BANK', accountNumber: '1234567890', accountName: name },
          }
        : { name, role };
    const updated = await call('PATCH', '/user/profile', account.idToken, profile);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    return { uid: account.uid, token: account.idToken };
  }

  /** What the payment provider's onboarding webhook does (tested in the API suite): payouts on. */
  async function enablePayouts(uid: string): Promise<void> {
    const client = new pg.Client({ connectionString: current().databaseUrl });
    await client.connect();
    try {
      await client.query(
        'UPDATE users SET payout_account_id = $1, payouts_enabled = true WHERE id = $2',
        [`acct_replicas_${uid}`, uid],
      );
    } finally {
      await client.end();
    }
  }

  /** A photographer with payouts on, one package and one sub-package of `durationMinutes`. */
  async function photographerWithOffer(name: string, durationMinutes = 60) {
    const photographer = await signUp('Photographer', name);
    await enablePayouts(photographer.uid);
    const pkg = await call('POST', '/package', photographer.token, {
      title: 'Street portraits',
      description: 'Old town walk',
      category: 'FAMILY_PORTRAITS',
      location: 'Yaowarat',
    });
    expect(pkg.status, JSON.stringify(pkg.body)).toBe(201);
    const sub = await call(
      'POST',
      `/subpackage/${(pkg.body as { id: string }).id}`,
      photographer.token,
      { title: 'One hour', price: 150_000, durationMinutes },
    );
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    return { photographer, subpackageId: (sub.body as { id: string }).id };
  }

  return { call, signUp, enablePayouts, photographerWithOffer };
}
