/**
 * The sandbox provider's own pages (server-rendered HTML strings): a checkout and a payout
 * onboarding page, standing in for Stripe's hosted pages. Every interpolated value is escaped.
 * The pages have no script and one fixed stylesheet, so their Content-Security-Policy can allow
 * exactly that stylesheet by its hash ({@link STYLE_SOURCE}) and nothing else.
 */
import { createHash } from 'node:crypto';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Satang as Thai baht, e.g. 350000 → "฿3,500.00" (docs/product.md §9). */
export function formatThb(satang: number): string {
  return new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(
    satang / 100,
  );
}

const styles = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
  .badge { display: inline-block; font-size: 0.75rem; background: #fef3c7; color: #78350f; border-radius: 999px; padding: 0.1rem 0.6rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 1.5rem 0; }
  dt { color: #52525b; } dd { margin: 0; text-align: right; font-weight: 600; }
  .amount { font-size: 1.5rem; }
  form { margin: 0.75rem 0 0; }
  button { width: 100%; font: inherit; font-weight: 600; padding: 0.75rem; border-radius: 8px; border: 1px solid #18181b; background: #18181b; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #18181b; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  p { line-height: 1.5; }
`;

/** The CSP source that allows the pages' one inline stylesheet: `'sha256-<base64>'` of its text. */
export const STYLE_SOURCE = `'sha256-${createHash('sha256').update(styles, 'utf8').digest('base64')}'`;

/** `path?t=token`: a page's form action keeps its capability token. */
function withToken(path: string, token: string): string {
  return `${path}?t=${encodeURIComponent(token)}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ShootBook sandbox</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** What the checkout page shows. Amount in satang. */
export interface CheckoutPageInput {
  sessionId: string;
  /** The page's capability token; the buttons post with it. */
  token: string;
  title: string;
  amount: number;
  /**
   * Why the checkout can no longer be paid (see `checkoutClosedReason`), or undefined while it
   * is open: only an open checkout offers the pay and cancel buttons.
   */
  closedReason: string | undefined;
  /** Where "back to ShootBook" goes when there is nothing to pay. */
  doneUrl: string;
}

/** The sandbox checkout: amount, "Pay with card", "Pay with PromptPay", "Cancel". */
export function checkoutPage(input: CheckoutPageInput): string {
  const base = `/sandbox/checkout/${encodeURIComponent(input.sessionId)}`;
  const pay = withToken(`${base}/pay`, input.token);
  const summary = `
<p><span class="badge">Sandbox: no real money moves</span></p>
<h1>Pay ShootBook</h1>
<dl>
  <dt>Booking</dt><dd>${escapeHtml(input.title)}</dd>
  <dt>Total</dt><dd class="amount">${escapeHtml(formatThb(input.amount))}</dd>
</dl>`;
  if (input.closedReason !== undefined) {
    return page(
      'Checkout',
      `${summary}
<p role="status">${escapeHtml(input.closedReason)}</p>
<p><a href="${escapeHtml(input.doneUrl)}">Back to ShootBook</a></p>`,
    );
  }
  return page(
    'Checkout',
    `${summary}
<form method="post" action="${escapeHtml(pay)}"><input type="hidden" name="method" value="card"><button type="submit">Pay with card</button></form>
<form method="post" action="${escapeHtml(pay)}"><input type="hidden" name="method" value="promptpay"><button type="submit">Pay with PromptPay</button></form>
<form method="post" action="${escapeHtml(withToken(`${base}/cancel`, input.token))}"><button type="submit" class="secondary">Cancel</button></form>`,
  );
}

/** The answer to a pay that cannot happen: why, and the way back to ShootBook. No webhook was sent. */
export function refusedPage(reason: string, backUrl: string): string {
  return page(
    'Payment not possible',
    `
<p><span class="badge">Sandbox: no real money moves</span></p>
<h1>Payment not possible</h1>
<p role="alert">${escapeHtml(reason)} Nothing was charged.</p>
<p><a href="${escapeHtml(backUrl)}">Back to ShootBook</a></p>`,
  );
}

/** The sandbox payout onboarding page for photographer `name`; `token` is the page's capability token. */
export function onboardingPage(input: {
  accountId: string;
  token: string;
  name: string;
  payoutsEnabled: boolean;
  returnUrl: string;
}): string {
  const action = withToken(
    `/sandbox/onboarding/${encodeURIComponent(input.accountId)}/complete`,
    input.token,
  );
  return page(
    'Payout onboarding',
    `
<p><span class="badge">Sandbox: no real account is created</span></p>
<h1>Set up payouts</h1>
<p>${escapeHtml(input.name || 'Photographer')}, confirm your details to receive payouts in Thai baht for completed shoots.</p>
<dl>
  <dt>Account</dt><dd>${escapeHtml(input.accountId)}</dd>
  <dt>Country</dt><dd>Thailand</dd>
  <dt>Payouts</dt><dd>${input.payoutsEnabled ? 'Enabled' : 'Not enabled yet'}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Complete onboarding</button></form>
<p><a href="${escapeHtml(input.returnUrl)}">Back to ShootBook without finishing</a></p>`,
  );
}

/** A short error page (e.g. unknown checkout). */
export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
