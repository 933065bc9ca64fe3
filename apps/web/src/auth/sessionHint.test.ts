import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentIdToken } from '../app/api';
import { profile } from '../test/session';
import {
  readSessionHint,
  SESSION_HINT_KEY,
  writeSessionHint,
  type SessionHint,
} from './sessionHint';

/** A browser's localStorage, in memory (the web tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const NOW = Date.parse('2026-11-26T05:00:00Z');
const hint = (overrides: Partial<SessionHint> = {}): SessionHint => ({
  uid: 'uid-1',
  email: 'somchai@example.com',
  displayName: null,
  idToken: 'remembered-token',
  expiresAt: NOW + 30 * 60_000,
  profile: profile(),
  ...overrides,
});

describe('the remembered session', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads back what was written, and nothing once forgotten', () => {
    expect(readSessionHint(NOW)).toBeNull();
    writeSessionHint(hint());
    expect(readSessionHint(NOW)).toEqual(hint());
    writeSessionHint(null);
    expect(readSessionHint(NOW)).toBeNull();
  });

  it('keeps the operator claim of the token it remembers, and only a true one', () => {
    writeSessionHint(hint({ operator: true }));
    expect(readSessionHint(NOW)?.operator).toBe(true);
    writeSessionHint(hint());
    expect(readSessionHint(NOW)).not.toHaveProperty('operator');
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ ...hint(), operator: 'yes' }));
    expect(readSessionHint(NOW)).not.toHaveProperty('operator');
  });

  it('is not used once its token has less than a minute to live', () => {
    writeSessionHint(hint({ expiresAt: NOW + 61_000 }));
    expect(readSessionHint(NOW)?.idToken).toBe('remembered-token');
    expect(readSessionHint(NOW + 2_000)).toBeNull();
  });

  it('ignores what it did not write: broken JSON, missing fields, a profile of another user', () => {
    localStorage.setItem(SESSION_HINT_KEY, '{not json');
    expect(readSessionHint(NOW)).toBeNull();
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ ...hint(), idToken: undefined }));
    expect(readSessionHint(NOW)).toBeNull();
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify(hint({ uid: 'someone-else' })));
    expect(readSessionHint(NOW)).toBeNull();
  });

  it("is the API client's bearer token while it lives, so the first calls need not wait for Firebase", async () => {
    writeSessionHint(hint({ expiresAt: Date.now() + 30 * 60_000 }));
    await expect(currentIdToken()).resolves.toBe('remembered-token');
  });
});
