/**
 * The sandbox provider's hardening (docs/decisions/0004): capability tokens on its pages, their
 * headers, the pay refusals, the per-installation signing secret — and helmet's headers on the
 * JSON API.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { systemClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { createPaymentsProvider } from '../src/payments/providers.ts';
import { InvalidSignatureError } from '../src/payments/provider.ts';
import { loadOrCreateSandboxSecret, sandboxSecretPath } from '../src/payments/sandbox-secret.ts';
import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';

let w: BookingWorld;

beforeAll(async () => {
  w = await bookingWorld();
});

afterAll(async () => {
  await w?.t.close();
});

/** `url` (absolute, as handed out) as an inject path with its query string. */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
/** The page of `url` (or its action `suffix`, e.g. `/pay`) without a token (null) or with `token`. */
const withToken = (url: string, token: string | null, suffix = '') => {
  const parsed = new URL(url);
  parsed.pathname += suffix;
  if (token === null) parsed.searchParams.delete('t');
  else parsed.searchParams.set('t', token);
  return `${parsed.pathname}${parsed.search}`;
};
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A payment in Wait with its checkout link. */
async function openCheckout(start: string) {
  const { appointment, payment } = await w.accepted(start);
  const charged = await w.charge(payment.id);
  expect(charged.status).toBe(200);
  return { appointment, payment, checkoutUrl: charged.body.checkoutUrl };
}

describe('sandbox pages need the capability token of their link', () => {
  it('hands out links that carry the token, and they work', async () => {
    const { payment, checkoutUrl } = await openCheckout(bkk(1, '10:00'));
    expect(new URL(checkoutUrl).searchParams.get('t')).toMatch(/^[\w-]{43}$/);
    const page = await w.t.app.inject({ method: 'GET', url: local(checkoutUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<button[^>]*>Pay with card<\/button>/);
    // The buttons post with the token, so the browser flow needs nothing else.
    expect(page.body).toContain(
      `action="${new URL(checkoutUrl).pathname}/pay?t=${new URL(checkoutUrl).searchParams.get('t')}"`,
    );
    expect((await w.sandboxPost(checkoutUrl, 'pay')).statusCode).toBe(303);
    expect((await w.order(payment.id)).body.payment.status).toBe('Paid');
  });

  it('answers 404 without the token or with a wrong one, and changes nothing', async () => {
    const { payment, checkoutUrl } = await openCheckout(bkk(1, '14:00'));
    const other = await openCheckout(bkk(2, '10:00'));
    const otherToken = new URL(other.checkoutUrl).searchParams.get('t')!;
    const eventsBefore = await w.webhookEventCount();
    const notFound = await w.t.app.inject({
      method: 'GET',
      url: '/sandbox/checkout/cs_sandbox_doesnotexist?t=x',
    });
    for (const token of [null, '', 'x', otherToken, `${otherToken.slice(0, -1)}A`]) {
      const page = await w.t.app.inject({ method: 'GET', url: withToken(checkoutUrl, token) });
      expect(page.statusCode).toBe(404);
      // The same page as for a checkout that does not exist: the answer tells nothing about the id.
      expect(page.body).toBe(notFound.body);
      for (const action of ['/pay', '/cancel']) {
        const post = await w.t.app.inject({
          method: 'POST',
          url: withToken(checkoutUrl, token, action),
          headers: form,
          payload: 'method=card',
        });
        expect(post.statusCode, `${action} with token ${String(token)}`).toBe(404);
      }
    }
    expect(await w.webhookEventCount()).toBe(eventsBefore);
    expect((await w.order(payment.id)).body.payment.status).toBe('Wait');
  });

  it('guards the onboarding page and its complete button the same way', async () => {
    const photographer = await w.t.signUpUser('Photographer', {}, { payoutsEnabled: false });
    const link = await w.t.request({
      method: 'GET',
      url: '/payment/onboardingURL',
      token: photographer.token,
    });
    expect(link.status).toBe(200);
    const url = link.body.url as string;
    const { pathname } = new URL(url);
    for (const token of [null, 'wrong']) {
      expect((await w.t.app.inject({ method: 'GET', url: withToken(url, token) })).statusCode).toBe(
        404,
      );
      expect(
        (
          await w.t.app.inject({
            method: 'POST',
            url: withToken(url, token, '/complete'),
            headers: form,
            payload: '',
          })
        ).statusCode,
      ).toBe(404);
    }
    // A checkout's token does not open an onboarding page of the same id, and the other way round.
    const checkoutToken = w.sandbox.pageToken('checkout', pathname.split('/').pop()!);
    expect(
      (await w.t.app.inject({ method: 'GET', url: withToken(url, checkoutToken) })).statusCode,
    ).toBe(404);
    expect(
      (await w.t.request({ method: 'GET', url: '/user/profile', token: photographer.token })).body
        .payoutsEnabled,
    ).toBe(false);

    const page = await w.t.app.inject({ method: 'GET', url: local(url) });
    expect(page.statusCode).toBe(200);
    const done = await w.t.app.inject({
      method: 'POST',
      url: withToken(url, new URL(url).searchParams.get('t'), '/complete'),
      headers: form,
      payload: '',
    });
    expect(done.statusCode).toBe(303);
    expect(
      (await w.t.request({ method: 'GET', url: '/user/profile', token: photographer.token })).body
        .payoutsEnabled,
    ).toBe(true);
  });
});

describe('headers', () => {
  it('a sandbox page loads only its own stylesheet, posts only here and to the web, and cannot be framed', async () => {
    const { checkoutUrl } = await openCheckout(bkk(2, '14:00'));
    const page = await w.t.app.inject({ method: 'GET', url: local(checkoutUrl) });
    expect(page.headers['x-frame-options']).toBe('DENY');
    const csp = String(page.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1]!;
    expect(directives).toEqual({
      'default-src': ["'none'"],
      'style-src': [`'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`],
      'form-action': ["'self'", w.t.config.webOrigin],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
    });
    expect(page.body).not.toMatch(/<script|style="/);
    expect(page.headers['cache-control']).toBe('no-store');
    // The 404 page too.
    const missing = await w.t.app.inject({ method: 'GET', url: '/sandbox/checkout/cs_x' });
    expect(missing.headers['x-frame-options']).toBe('DENY');
    expect(missing.headers['content-security-policy']).toBe(csp);
  });

  it("JSON answers carry helmet's headers and stay uncacheable", async () => {
    for (const response of [
      await w.t.app.inject({ method: 'GET', url: '/health' }),
      await w.t.app.inject({
        method: 'GET',
        url: '/user/profile',
        headers: { authorization: `Bearer ${w.customer.token}` },
      }),
      await w.t.app.inject({ method: 'GET', url: '/no/such/route' }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('a pay that can no longer happen is refused with a page and no webhook', () => {
  async function expectRefused(
    checkoutUrl: string,
    paymentId: string,
    reason: RegExp,
    status: string,
  ) {
    const eventsBefore = await w.webhookEventCount();
    const pay = await w.sandboxPost(checkoutUrl, 'pay');
    expect(pay.statusCode).toBe(409);
    expect(pay.headers['content-type']).toMatch(/text\/html/);
    expect(pay.body).toMatch(reason);
    expect(pay.body).toContain('Nothing was charged.');
    expect(await w.webhookEventCount()).toBe(eventsBefore);
    expect((await w.order(paymentId)).body.payment.status).toBe(status);
    expect(await w.ledgerOf(paymentId)).toEqual([]);
  }

  it('after the booking was canceled: the cancellation closed the checkout, so it is gone', async () => {
    const { appointment, payment, checkoutUrl } = await openCheckout(bkk(3, '10:00'));
    expect((await w.setStatus(appointment.id, 'Canceled', w.customer)).status).toBe(200);
    const eventsBefore = await w.webhookEventCount();
    const pay = await w.sandboxPost(checkoutUrl, 'pay');
    expect(pay.statusCode).toBe(404);
    expect(await w.webhookEventCount()).toBe(eventsBefore);
    expect((await w.order(payment.id)).body.payment).toMatchObject({
      status: 'Unpaid',
      checkoutUrl: null,
    });
    expect(await w.ledgerOf(payment.id)).toEqual([]);
    const page = await w.t.app.inject({ method: 'GET', url: local(checkoutUrl) });
    expect(page.body).not.toContain('<button');
  });

  it('after the checkout expired, even before the expiry job ran', async () => {
    const { payment, checkoutUrl } = await openCheckout(bkk(3, '14:00'));
    w.clock.advance(w.t.config.checkoutExpiryMinutes);
    try {
      await expectRefused(checkoutUrl, payment.id, /This checkout has expired/, 'Wait');
      const page = await w.t.app.inject({ method: 'GET', url: local(checkoutUrl) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('This checkout has expired');
      expect(page.body).not.toContain('<button');
    } finally {
      w.clock.advance(-w.t.config.checkoutExpiryMinutes);
    }
  });

  it('after the checkout was canceled on its page, or paid already', async () => {
    const canceled = await openCheckout(bkk(4, '10:00'));
    expect((await w.sandboxPost(canceled.checkoutUrl, 'cancel')).statusCode).toBe(303);
    // Cancel clears the payment's checkout: its old link is simply gone.
    expect((await w.sandboxPost(canceled.checkoutUrl, 'pay')).statusCode).toBe(404);

    const paid = await openCheckout(bkk(4, '14:00'));
    expect((await w.sandboxPost(paid.checkoutUrl, 'pay')).statusCode).toBe(303);
    const eventsBefore = await w.webhookEventCount();
    const again = await w.sandboxPost(paid.checkoutUrl, 'pay');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This checkout is no longer open (payment status: Paid).');
    expect(await w.webhookEventCount()).toBe(eventsBefore);
    expect((await w.ledgerOf(paid.payment.id)).map((l) => l.type)).toEqual(['charge']);
  });
});

describe('the sandbox signing secret', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shootbook-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const sign = (secret: string) => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'account.updated',
      created: 1,
      data: { object: { id: 'acct_1', object: 'account', payouts_enabled: true } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000),
    });
    return { body: Buffer.from(payload), headers: { 'stripe-signature': header } };
  };

  it('is generated once per installation, kept owner-only in DATA_DIR, and reused', () => {
    const dataDir = freshDir();
    const first = loadOrCreateSandboxSecret(dataDir);
    expect(first).toMatch(/^whsec_[0-9a-f]{64}$/);
    const file = sandboxSecretPath(dataDir);
    expect(file).toBe(path.join(dataDir, 'sandbox-webhook-secret'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadOrCreateSandboxSecret(dataDir)).toBe(first);
    // Another installation gets its own.
    expect(loadOrCreateSandboxSecret(freshDir())).not.toBe(first);
  });

  it('signs the sandbox provider of the server; the old public default no longer verifies', () => {
    const dataDir = freshDir();
    const provider = createPaymentsProvider(loadConfig({ DATA_DIR: dataDir }), systemClock);
    const secret = readFileSync(sandboxSecretPath(dataDir), 'utf8').trim();
    const own = sign(secret);
    expect(provider.parseWebhook(own.body, own.headers)).toMatchObject({
      type: 'account.updated',
      accountId: 'acct_1',
    });
    const forged = sign('whsec_shootbook_sandbox');
    expect(() => provider.parseWebhook(forged.body, forged.headers)).toThrow(InvalidSignatureError);
  });

  it('SANDBOX_WEBHOOK_SECRET overrides it, and then no file is written', () => {
    const dataDir = freshDir();
    const secret = `whsec_${randomBytes(32).toString('hex')}`;
    const provider = createPaymentsProvider(
      loadConfig({ DATA_DIR: dataDir, SANDBOX_WEBHOOK_SECRET: secret }),
      systemClock,
    );
    const signed = sign(secret);
    expect(provider.parseWebhook(signed.body, signed.headers)).toMatchObject({
      type: 'account.updated',
    });
    expect(() => statSync(sandboxSecretPath(dataDir))).toThrow(/ENOENT/);
  });

  it('refuses a secret file that does not hold a usable secret', () => {
    const dataDir = freshDir();
    loadOrCreateSandboxSecret(dataDir);
    writeFileSync(sandboxSecretPath(dataDir), 'whsec_shootbook_sandbox\n');
    expect(() => loadOrCreateSandboxSecret(dataDir)).toThrow(
      /sandbox-webhook-secret is a value published in this repository; delete it/,
    );
  });
});
