/**
 * The LINE messaging port over HTTP (docs/decisions/0030): the documented Messaging API calls
 * with `fetch` — push (`POST /v2/bot/message/push`, `X-Line-Retry-Key`), reply
 * (`POST /v2/bot/message/reply`) and link tokens (`POST /v2/bot/user/{userId}/linkToken`) under
 * the channel access token, and the account-link dialog on the access origin. Both adapters use
 * it: `line` against api.line.me, `sandbox` against the local stand-in (stand-in.ts).
 */
import type { LineMessage, LineMessaging, LineProviderName } from './port.ts';
import { LineRequestError } from './port.ts';
import { verifyLineSignature } from './signature.ts';

/** How long one call to LINE may take, milliseconds. */
const LINE_TIMEOUT_MS = 10_000;

/** What {@link createHttpLineMessaging} needs. */
export interface HttpLineOptions {
  name: LineProviderName;
  /** The Messaging API origin (`https://api.line.me` or the stand-in's). */
  apiUrl: string;
  /** The account-link dialog's origin (`https://access.line.me` or the stand-in's). */
  accessUrl: string;
  channelSecret: string;
  channelAccessToken: string;
}

/** The port over `fetch` against `options.apiUrl`. */
export function createHttpLineMessaging(options: HttpLineOptions): LineMessaging {
  async function call(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${options.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.channelAccessToken}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(LINE_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  }

  const refused = (what: string, status: number, json: unknown) =>
    new LineRequestError(
      status,
      `LINE ${what} answered ${status}: ${
        (json as { message?: unknown } | undefined)?.message ?? 'no message'
      }`,
    );

  return {
    name: options.name,

    async push({
      to,
      messages,
      retryKey,
    }: {
      to: string;
      messages: LineMessage[];
      retryKey: string;
    }) {
      const { status, json } = await call(
        '/v2/bot/message/push',
        { to, messages },
        { 'x-line-retry-key': retryKey },
      );
      // 409: a push under this retry key was accepted before (a retry after a lost answer).
      if (status === 409) return [];
      if (status !== 200) throw refused('push', status, json);
      const sent = (json as { sentMessages?: { id?: unknown }[] } | undefined)?.sentMessages ?? [];
      return sent.flatMap((message) => (typeof message.id === 'string' ? [message.id] : []));
    },

    async reply({ replyToken, messages }) {
      const { status, json } = await call('/v2/bot/message/reply', { replyToken, messages });
      if (status !== 200) throw refused('reply', status, json);
    },

    async issueLinkToken(lineUserId) {
      const { status, json } = await call(
        `/v2/bot/user/${encodeURIComponent(lineUserId)}/linkToken`,
        {},
      );
      const linkToken = (json as { linkToken?: unknown } | undefined)?.linkToken;
      if (status !== 200 || typeof linkToken !== 'string') throw refused('linkToken', status, json);
      return linkToken;
    },

    accountLinkUrl({ linkToken, nonce }) {
      const url = new URL('/dialog/bot/accountLink', options.accessUrl);
      url.searchParams.set('linkToken', linkToken);
      url.searchParams.set('nonce', nonce);
      return url.toString();
    },

    verifySignature(rawBody, signature) {
      return verifyLineSignature(rawBody, signature, options.channelSecret);
    },
  };
}
