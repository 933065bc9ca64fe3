import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, readDraft, writeDraft } from './drafts';

/** A localStorage of this test's own (Node has none). */
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

describe('a thread’s draft on the device', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('comes back as written, a message that was on its way as not sent', () => {
    writeDraft('t1', {
      text: 'Half a question',
      unsent: [
        { clientId: 'c1', text: 'Is May 3 free?', failed: false },
        {
          clientId: 'c2',
          place: { name: 'Tha Phae Gate', url: 'https://maps.apple.com/?q=x' },
          failed: false,
        },
      ],
    });
    expect(readDraft('t1')).toEqual({
      text: 'Half a question',
      unsent: [
        { clientId: 'c1', text: 'Is May 3 free?', failed: true },
        {
          clientId: 'c2',
          place: { name: 'Tha Phae Gate', url: 'https://maps.apple.com/?q=x' },
          failed: true,
        },
      ],
    });
    // Each thread has its own.
    expect(readDraft('t2')).toEqual({ text: '', unsent: [] });
  });

  it('leaves nothing behind once empty', () => {
    writeDraft('t1', { text: 'x', unsent: [] });
    writeDraft('t1', { text: '', unsent: [] });
    expect(localStorage.getItem(draftKey('t1'))).toBeNull();
  });

  it('reads what is not a draft as an empty one, and skips entries that are not messages', () => {
    localStorage.setItem(draftKey('t1'), '{not json');
    expect(readDraft('t1')).toEqual({ text: '', unsent: [] });
    localStorage.setItem(
      draftKey('t1'),
      JSON.stringify({ text: 42, unsent: [{ clientId: 'c1' }, { clientId: 'c2', text: 'ok' }] }),
    );
    expect(readDraft('t1')).toEqual({
      text: '',
      unsent: [{ clientId: 'c2', text: 'ok', failed: true }],
    });
  });

  it('keeps working without storage (private mode, a full quota)', () => {
    vi.stubGlobal('localStorage', {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => writeDraft('t1', { text: 'x', unsent: [] })).not.toThrow();
    expect(readDraft('t1')).toEqual({ text: '', unsent: [] });
  });
});
