import { describe, expect, it } from 'vitest';

import {
  checkoutPage,
  escapeHtml,
  formatThb,
  onboardingPage,
} from '../src/payments/sandbox-pages.ts';

describe('sandbox pages', () => {
  it('formats satang as Thai baht', () => {
    expect(formatThb(350_000)).toBe('฿3,500.00');
    expect(formatThb(2_050)).toBe('฿20.50');
  });

  it('escapes every interpolated value', () => {
    const page = checkoutPage({
      sessionId: 'cs_"x',
      token: 'tok"1',
      title: '<script>alert(1)</script> & "more"',
      amount: 100_00,
      closedReason: undefined,
      doneUrl: 'http://web.test/',
    });
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;');
    expect(page).toContain('action="/sandbox/checkout/cs_%22x/pay?t=tok%221"');
    const onboarding = onboardingPage({
      accountId: 'acct_1',
      token: 'tok',
      name: '<b>Nok</b>',
      payoutsEnabled: false,
      returnUrl: 'http://web.test/profile?a=1&b="2"',
    });
    expect(onboarding).toContain('&lt;b&gt;Nok&lt;/b&gt;');
    expect(onboarding).toContain('href="http://web.test/profile?a=1&amp;b=&quot;2&quot;"');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('offers the pay and cancel buttons only while the checkout is open', () => {
    const open = checkoutPage({
      sessionId: 'cs_1',
      token: 'tok',
      title: 'Shoot',
      amount: 350_000,
      closedReason: undefined,
      doneUrl: 'http://web.test/',
    });
    expect(open).toMatch(/<html lang="en">/);
    expect(open).toMatch(/<button type="submit">Pay with card<\/button>/);
    expect(open).toMatch(/<button type="submit">Pay with PromptPay<\/button>/);
    expect(open).toMatch(/<button type="submit" class="secondary">Cancel<\/button>/);
    const paid = checkoutPage({
      sessionId: 'cs_1',
      token: 'tok',
      title: 'Shoot',
      amount: 350_000,
      closedReason: 'This checkout is no longer open (payment status: Paid).',
      doneUrl: 'http://web.test/payment/order/p1',
    });
    expect(paid).not.toContain('<button');
    expect(paid).toContain('role="status"');
    expect(paid).toContain('href="http://web.test/payment/order/p1"');
  });
});
