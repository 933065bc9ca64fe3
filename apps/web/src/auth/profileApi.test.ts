import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { profile } from '../test/session';
import { saveOwnProfile } from './profileApi';

const patch = vi.hoisted(() => vi.fn());
vi.mock('../app/api', () => ({ api: { PATCH: patch } }));

afterEach(async () => {
  patch.mockReset();
  await i18n.changeLanguage('en');
});

describe('saving a registration step', () => {
  it('saves the language the UI is in, so a Thai browser that never pressed TH gets Thai e-mails', async () => {
    // As the detector decides it on a first visit from a th-TH browser (i18n/language.ts).
    await i18n.changeLanguage('th');
    patch.mockResolvedValue({
      data: profile({ name: 'สมชาย', language: 'th' }),
      response: { ok: true },
    });

    const saved = await saveOwnProfile({ name: 'สมชาย' });

    expect(patch).toHaveBeenCalledWith('/user/profile', {
      body: { name: 'สมชาย', language: 'th' },
    });
    expect(saved.language).toBe('th');
  });

  it('saves English for an English UI', async () => {
    patch.mockResolvedValue({ data: profile({ role: 'Customer' }), response: { ok: true } });
    await saveOwnProfile({ role: 'Customer' });
    expect(patch).toHaveBeenCalledWith('/user/profile', {
      body: { role: 'Customer', language: 'en' },
    });
  });
});
