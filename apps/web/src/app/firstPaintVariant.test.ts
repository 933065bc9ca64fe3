// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY, SESSION_HINT_MIN_LIFE_MS, type SessionHint } from '../auth/sessionHint';
import { LANGUAGE_KEY } from '../i18n/language';
import { profile } from '../test/session';
import { FIRST_PAINT_COOKIE, firstPaintFile, firstPaintVariantOf } from './firstPaint';
import { rememberFirstPaintVariant } from './firstPaintVariant';

// jsdom keeps a cookie by the real clock, so the hint expires in the real future.
const NOW = Date.now();
const EXPIRES_AT = NOW + 30 * 60_000;

function remember(role: 'Customer' | 'Photographer') {
  const hint: SessionHint = {
    uid: 'uid-1',
    email: null,
    displayName: null,
    idToken: 'token',
    expiresAt: EXPIRES_AT,
    profile: profile({ id: 'uid-1', role }),
  };
  localStorage.setItem(SESSION_HINT_KEY, JSON.stringify(hint));
}

/** A screen `width` CSS px wide, as `matchMedia` answers min-width queries. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
  }));
}

/** What `document.cookie = …` was given last (jsdom keeps no expired cookie, so read the line). */
function cookieWritten(): string {
  const lines: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((line: string) => {
    lines.push(line);
    descriptor.set!.call(document, line);
  });
  rememberFirstPaintVariant(document, NOW);
  return lines.at(-1) ?? '';
}

describe('the first-paint cookie', () => {
  beforeEach(() => {
    localStorage.clear();
    screenWidth(390);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.cookie = `${FIRST_PAINT_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("names the remembered user's role and language, until the hint stops being used", () => {
    remember('Customer');
    localStorage.setItem(LANGUAGE_KEY, 'th');
    const line = cookieWritten();
    expect(line).toContain(`${FIRST_PAINT_COOKIE}=Customer.th`);
    expect(line).toContain('Path=/');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain(
      `Expires=${new Date(EXPIRES_AT - SESSION_HINT_MIN_LIFE_MS).toUTCString()}`,
    );
    expect(document.cookie).toContain(`${FIRST_PAINT_COOKIE}=Customer.th`);
    // The value picks the file the server sends for an address.
    const variant = firstPaintVariantOf('Customer.th');
    expect(variant && firstPaintFile('/photographers', variant)).toBe(
      'first-paint/photographers.Customer.th.html',
    );
  });

  it('follows the role and the language that change', () => {
    remember('Customer');
    rememberFirstPaintVariant(document, NOW);
    expect(document.cookie).toContain(`${FIRST_PAINT_COOKIE}=Customer.en`);
    remember('Photographer');
    localStorage.setItem(LANGUAGE_KEY, 'th');
    rememberFirstPaintVariant(document, NOW);
    expect(document.cookie).toContain(`${FIRST_PAINT_COOKIE}=Photographer.th`);
  });

  it('is removed once nobody is remembered or the hint is about to expire, and kept on any screen', () => {
    remember('Customer');
    rememberFirstPaintVariant(document, NOW);
    expect(document.cookie).toContain(FIRST_PAINT_COOKIE);

    localStorage.removeItem(SESSION_HINT_KEY);
    expect(cookieWritten()).toMatch(/Max-Age=0/);
    expect(document.cookie).not.toContain(FIRST_PAINT_COOKIE);

    remember('Customer');
    rememberFirstPaintVariant(document, EXPIRES_AT - 1000);
    expect(document.cookie).not.toContain(FIRST_PAINT_COOKIE);

    // A desktop-wide window now; the next visit may be narrower (the boot script checks then).
    screenWidth(1280);
    rememberFirstPaintVariant(document, NOW);
    expect(document.cookie).toContain(`${FIRST_PAINT_COOKIE}=Customer.en`);
  });

  it('reads back only values that stay inside the first-paint directory', () => {
    expect(firstPaintVariantOf('Photographer.en')).toEqual({
      role: 'Photographer',
      language: 'en',
    });
    for (const value of [undefined, '', 'Customer', 'Customer.th.x', 'x/y', '../index', 'a.b/c'])
      expect(firstPaintVariantOf(value), String(value)).toBeNull();
  });
});
