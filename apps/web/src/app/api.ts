import {
  ApiError,
  createApiClient,
  type ApiClient,
  type ApiErrorBody,
  type ApiErrorParams,
} from '@shootbook/api-client';
import { formatTimeZone, formattingLocale, isSystemReason } from '@shootbook/machines';
import { createElement } from 'react';
import type { TFunction } from 'i18next';
import { readSessionHint } from '../auth/sessionHint';
import { i18n } from '../i18n';
import { config } from './config';
import { toast } from './toast';

/** Whether this browser is a phone or tablet: gets the 60 s network time-out (docs/product.md §9). */
function isMobileBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  const data = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return data?.mobile ?? /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}

/**
 * The signed-in user's Firebase ID token, or null. The remembered session's token
 * (auth/sessionHint.ts — Firebase's latest, kept current by the session, gone at sign-out) while
 * it has more than a minute to live, so a returning user's first calls need not wait for
 * Firebase to download (docs/decisions/0020). Otherwise waits for Firebase to restore a saved
 * sign-in first, so a call made right after a page load is not sent anonymously; Firebase
 * refreshes a token that is about to expire before handing it out.
 */
export async function currentIdToken(): Promise<string | null> {
  const hint = readSessionHint();
  if (hint) return hint.idToken;
  // Firebase downloads on demand (app/session.ts); this waits for it.
  const { firebaseAuth } = await import('../auth/firebase');
  const auth = firebaseAuth();
  await auth.authStateReady();
  return (await auth.currentUser?.getIdToken()) ?? null;
}

/**
 * The one API client of the web app (typed by openapi.yaml). Every call carries
 * `Authorization: Bearer <Firebase ID token>` when signed in (docs/product.md §7).
 *
 * @example const profile = await unwrap(api.GET('/user/profile'));
 */
export const api: ApiClient = createApiClient({
  baseUrl: config.apiBaseUrl,
  getToken: currentIdToken,
  isMobile: isMobileBrowser(),
});

/** Codes the client itself gives a failed call (packages/api-client `ApiErrorKind`). */
type ClientErrorCode = 'network_error' | 'timeout' | 'aborted';

/**
 * Every code with a message of its own in `apiErrors:<code>`: openapi.yaml's `Error.code` enum
 * (docs/decisions/0003) plus the client's. A record, so a code added to the contract fails the
 * type-check here until it has a message.
 */
const CODE_MESSAGES: Record<ApiErrorBody['code'] | ClientErrorCode, true> = {
  validation_failed: true,
  unauthenticated: true,
  forbidden: true,
  registration_incomplete: true,
  not_found: true,
  invalid_transition: true,
  slot_unavailable: true,
  conflict: true,
  payload_too_large: true,
  uri_too_long: true,
  unsupported_media_type: true,
  quota_exceeded: true,
  unprocessable: true,
  rate_limited: true,
  internal: true,
  service_unavailable: true,
  network_error: true,
  timeout: true,
  aborted: true,
};
const KNOWN_CODES = new Set(Object.keys(CODE_MESSAGES));

/** The items of `details.missing` of a `registration_incomplete` answer (packages/machines `RegistrationItem`). */
function missingRegistration(error: ApiError): unknown[] {
  const missing = (error.details as { missing?: unknown } | null | undefined)?.missing;
  return Array.isArray(missing) ? missing : [];
}

/** The language `t` writes in: its own when fixed to one (`getFixedT`), else the UI's. */
function languageOf(t: TFunction): string | undefined {
  return (t as TFunction & { lng?: string | null }).lng ?? i18n.resolvedLanguage;
}

/**
 * The values a reason's words name, from the `Error` body's `params` (docs/product.md §8), in the
 * reader's language: an appointment `status` and each of `statuses` by its label
 * (`appointment:status.<status>`), a `role` by `apiErrors:roles.<role>`, a `timeZone` by its
 * name in that language ({@link formatTimeZone}); numbers and the rest as sent.
 */
function reasonValues(params: ApiErrorParams, t: TFunction): Record<string, unknown> {
  const status = (value: unknown) =>
    t(`status.${String(value)}`, { ns: 'appointment', defaultValue: String(value) });
  const { status: current, statuses, role, timeZone } = params;
  return {
    ...params,
    ...(typeof timeZone === 'string'
      ? { timeZone: formatTimeZone(timeZone, formattingLocale(languageOf(t))) }
      : {}),
    ...(typeof current === 'string' ? { status: status(current) } : {}),
    ...(Array.isArray(statuses) ? { statuses: statuses.map(status) } : {}),
    ...(typeof role === 'string'
      ? { role: t(`roles.${role}`, { ns: 'apiErrors', defaultValue: role }) }
      : {}),
  };
}

/**
 * The translated message for a failed API call, the one way the web words a failure: the API's
 * `Error` body (docs/decisions/0003) by `params.reason` when the web has words for it
 * (`apiErrors:reasons.<reason>`, with the other `params` as its values, e.g. `too_soon` with
 * `minutes`, `status_not_settable` with the `statuses` as labels), else by `code`
 * (`apiErrors:<code>`); for `registration_incomplete` the message
 * names what `details.missing` lists ("payouts are not set up" and the like). The server's
 * `message` is English for developers and never shown: an unknown code, or anything that is not
 * an {@link ApiError}, gives `apiErrors:unknown`.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('unknown', { ns: 'apiErrors' });
  const reason = error.params?.reason;
  if (reason) {
    const text = t(`reasons.${reason}`, {
      ...reasonValues(error.params ?? {}, t),
      ns: 'apiErrors',
      defaultValue: '',
    });
    if (text) return text;
  }
  if (error.code === 'registration_incomplete') {
    // Items without a message of their own are left out rather than shown as raw names.
    const items = missingRegistration(error)
      .map((item) =>
        typeof item === 'string' ? t(`missing.${item}`, { ns: 'apiErrors', defaultValue: '' }) : '',
      )
      .filter(Boolean);
    if (items.length > 0)
      return t('registration_incomplete_missing', { ns: 'apiErrors', missing: items });
  }
  if (KNOWN_CODES.has(error.code)) return t(error.code, { ns: 'apiErrors' });
  return t('unknown', { ns: 'apiErrors' });
}

/**
 * A reason kept with a booking's status change, notification or thread line, in the reader's
 * language: a code the system wrote (packages/machines `SYSTEM_REASONS`) by
 * `apiErrors:reasons.<code>`; anything else is a person's own words and shown as written.
 */
export function storedReasonText(reason: string, t: TFunction): string {
  if (!isSystemReason(reason)) return reason;
  return t(`reasons.${reason}`, { ns: 'apiErrors', defaultValue: reason });
}

/**
 * Shows a failed API call as an error toast with {@link apiErrorMessage}. The message is a
 * `role="alert"` element, so screen readers announce it at once (the toaster's region is only
 * polite, right for successes).
 */
export function toastApiError(error: unknown, t: TFunction): void {
  toast.error(createElement('span', { role: 'alert' }, apiErrorMessage(error, t)));
}
