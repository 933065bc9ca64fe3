/**
 * A local stand-in for LINE's platform (docs/decisions/0030), for development and tests: it
 * answers the Messaging API calls ShootBook makes in LINE's HTTP shapes (push with
 * `X-Line-Retry-Key`, reply, link tokens; bearer channel access token) and plays LINE's side
 * of the account-link flow and of a user's chat, delivering webhooks signed with the channel
 * secret to ShootBook's `POST /line/webhook`:
 *
 * - `GET /chat/{lineUserId}`: a page playing that LINE user's chat with ShootBook's official
 *   account — what it pushed and replied (Flex buttons as links), and a box to send a text;
 *   `POST /chat/{lineUserId}/send` delivers the text as a `message` event;
 * - `GET /dialog/bot/accountLink?linkToken=&nonce=`: LINE's account-link dialog; delivers the
 *   `accountLink` event (result `ok`, the nonce) for the user the token was issued to, then shows
 *   the chat.
 *
 * Development only: listens on 127.0.0.1, and production refuses `LINE_PROVIDER=sandbox`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { LineMessage } from './port.ts';
import { lineSignature } from './signature.ts';

/** A push the stand-in accepted. */
export interface StandInPush {
  to: string;
  messages: LineMessage[];
  retryKey: string | undefined;
  /** The ids it gave the messages (`sentMessages[].id`). */
  ids: string[];
}

/** A reply the stand-in accepted, with the LINE user whose event the token answered. */
export interface StandInReply {
  to: string | undefined;
  replyToken: string;
  messages: LineMessage[];
}

/** What a webhook delivery answered. */
export interface Delivery {
  status: number;
  body: unknown;
}

/** Hands a signed webhook body to ShootBook (the API's `POST /line/webhook`). */
export type WebhookDeliverer = (body: string, signature: string) => Promise<Delivery>;

/** The running stand-in. */
export interface LineStandIn {
  /** Its origin, e.g. `http://127.0.0.1:41234` (both the API and the access origin). */
  readonly url: string;
  readonly channelSecret: string;
  readonly channelAccessToken: string;
  readonly pushes: StandInPush[];
  readonly replies: StandInReply[];
  /** Where webhooks go; set once the API is up. */
  deliverTo(deliverer: WebhookDeliverer): void;
  /** The LINE user id the sandbox gives ShootBook user `uid` (`U` + 32 hex digits, stable). */
  lineUserIdFor(uid: string): string;
  /** LINE user `lineUserId` sends the official account `text`, optionally quoting message `quotedMessageId`. */
  sendText(
    lineUserId: string,
    text: string,
    options?: { quotedMessageId?: string },
  ): Promise<Delivery & { event: Record<string, unknown> }>;
  /** LINE user `lineUserId` adds (`follow`) or blocks (`unfollow`) the official account. */
  sendFollow(lineUserId: string, type: 'follow' | 'unfollow'): Promise<Delivery>;
  /** Delivers `events` as one webhook, signed (with `secret`, default the channel's). */
  deliver(events: Record<string, unknown>[], secret?: string): Promise<Delivery>;
  /** Delivers `body` exactly as given with `signature` (replays and forgeries in tests). */
  deliverRaw(body: string, signature: string): Promise<Delivery>;
  close(): Promise<void>;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** What a chat page shows of one message: its words and its buttons. */
function chatLines(message: LineMessage): {
  text: string;
  links: { label: string; uri: string }[];
} {
  if (message.type === 'text') return { text: message.text, links: [] };
  const parts = [...message.contents.body.contents, ...(message.contents.footer?.contents ?? [])];
  return {
    text: parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n'),
    links: parts.flatMap((part) =>
      part.type === 'button' ? [{ label: part.action.label, uri: part.action.uri }] : [],
    ),
  };
}

/**
 * Starts the stand-in on 127.0.0.1 (`port` 0: any free one) with a fresh random channel secret
 * and access token (never a published value).
 */
export async function startLineStandIn(options: { port?: number } = {}): Promise<LineStandIn> {
  const channelSecret = randomUUID().replaceAll('-', '');
  const channelAccessToken = `${randomUUID()}${randomUUID()}`.replaceAll('-', '');
  const pushes: StandInPush[] = [];
  const replies: StandInReply[] = [];
  const retryKeys = new Set<string>();
  /** The LINE user each reply token and link token was issued for. */
  const replyTokens = new Map<string, string>();
  const linkTokens = new Map<string, string>();
  let deliverer: WebhookDeliverer | undefined;
  let messageIds = 0;

  const nextId = () => String(7_000_000_000_000 + (messageIds += 1));

  const deliverRaw = async (body: string, signature: string): Promise<Delivery> => {
    if (!deliverer) throw new Error('LINE stand-in: no webhook receiver yet');
    return deliverer(body, signature);
  };
  const deliver = (events: Record<string, unknown>[], secret = channelSecret) => {
    const body = JSON.stringify({ destination: 'U' + '0'.repeat(32), events });
    return deliverRaw(body, lineSignature(body, secret));
  };
  const eventBase = (lineUserId: string, type: string, withReply: boolean) => {
    const replyToken = randomUUID().replaceAll('-', '');
    if (withReply) replyTokens.set(replyToken, lineUserId);
    return {
      type,
      mode: 'active',
      timestamp: Date.now(),
      source: { type: 'user', userId: lineUserId },
      webhookEventId: `01${randomUUID().replaceAll('-', '').toUpperCase().slice(0, 24)}`,
      deliveryContext: { isRedelivery: false },
      ...(withReply ? { replyToken } : {}),
    };
  };

  const sendText: LineStandIn['sendText'] = async (lineUserId, text, opts = {}) => {
    const event = {
      ...eventBase(lineUserId, 'message', true),
      message: {
        type: 'text',
        id: nextId(),
        text,
        quoteToken: randomUUID(),
        ...(opts.quotedMessageId ? { quotedMessageId: opts.quotedMessageId } : {}),
      },
    };
    return { ...(await deliver([event])), event };
  };

  const authorized = (request: IncomingMessage) =>
    request.headers.authorization === `Bearer ${channelAccessToken}`;

  function chatPage(lineUserId: string, note?: string): string {
    const received = [
      ...pushes.filter((push) => push.to === lineUserId).map((push) => push.messages),
      ...replies.filter((reply) => reply.to === lineUserId).map((reply) => reply.messages),
    ].flat();
    const items = received
      .map((message) => {
        const { text, links } = chatLines(message);
        const buttons = links
          .map((link) => `<a href="${escapeHtml(link.uri)}">${escapeHtml(link.label)}</a>`)
          .join(' ');
        return `<li><p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>${buttons}</li>`;
      })
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LINE (sandbox)</title></head>
<body><h1>LINE (sandbox): ShootBook's official account</h1>
<p>You are the LINE user ${escapeHtml(lineUserId)}. Nothing here leaves this computer.</p>
${note ? `<p role="status">${escapeHtml(note)}</p>` : ''}
<ol>${items}</ol>
<form method="post" action="/chat/${encodeURIComponent(lineUserId)}/send">
<label>Message <input name="text" value="Hello" required></label> <button>Send</button></form>
</body></html>`;
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname;
      if (request.method === 'POST' && path.startsWith('/v2/')) {
        if (!authorized(request)) return send(response, 401, { message: 'Authentication failed' });
        const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
        if (path === '/v2/bot/message/push') {
          const retryKey = request.headers['x-line-retry-key'] as string | undefined;
          if (retryKey && retryKeys.has(retryKey))
            return send(response, 409, { message: 'The retry key is already accepted' });
          if (retryKey) retryKeys.add(retryKey);
          const messages = body.messages as LineMessage[];
          const ids = messages.map(() => nextId());
          pushes.push({ to: String(body.to), messages, retryKey, ids });
          return send(response, 200, {
            sentMessages: ids.map((id) => ({ id, quoteToken: randomUUID() })),
          });
        }
        if (path === '/v2/bot/message/reply') {
          const replyToken = String(body.replyToken);
          const to = replyTokens.get(replyToken);
          if (!to) return send(response, 400, { message: 'Invalid reply token' });
          replyTokens.delete(replyToken);
          const messages = body.messages as LineMessage[];
          replies.push({ to, replyToken, messages });
          return send(response, 200, {
            sentMessages: messages.map(() => ({ id: nextId(), quoteToken: randomUUID() })),
          });
        }
        const link = /^\/v2\/bot\/user\/([^/]+)\/linkToken$/.exec(path);
        if (link) {
          const linkToken = randomUUID().replaceAll('-', '');
          linkTokens.set(linkToken, decodeURIComponent(link[1]!));
          return send(response, 200, { linkToken });
        }
        return send(response, 404, { message: 'Not found' });
      }
      const chat = /^\/chat\/(U[0-9a-f]{32})(\/send)?$/.exec(path);
      if (chat) {
        const lineUserId = chat[1]!;
        let note: string | undefined;
        if (chat[2] && request.method === 'POST') {
          const text = new URLSearchParams(await readBody(request)).get('text') ?? '';
          const delivered = await sendText(lineUserId, text);
          note = `Sent; ShootBook answered ${delivered.status}.`;
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(chatPage(lineUserId, note));
      }
      if (request.method === 'GET' && path === '/dialog/bot/accountLink') {
        const linkToken = url.searchParams.get('linkToken') ?? '';
        const nonce = url.searchParams.get('nonce') ?? '';
        const lineUserId = linkTokens.get(linkToken);
        if (!lineUserId) {
          response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
          return response.end('This link has expired. Send the official account a message again.');
        }
        linkTokens.delete(linkToken);
        const event = {
          ...eventBase(lineUserId, 'accountLink', true),
          link: { result: 'ok', nonce },
        };
        const delivered = await deliver([event]);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          chatPage(lineUserId, `Account link sent; ShootBook answered ${delivered.status}.`),
        );
      }
      send(response, 404, { message: 'Not found' });
    })().catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { message: String(error) });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    channelSecret,
    channelAccessToken,
    pushes,
    replies,
    deliverTo(next) {
      deliverer = next;
    },
    lineUserIdFor(uid) {
      // Stable across restarts (a sandbox user keeps their chat page); no secret is involved.
      return `U${createHash('sha256').update(`shootbook-line-sandbox:${uid}`).digest('hex').slice(0, 32)}`;
    },
    sendText,
    sendFollow: (lineUserId, type) => deliver([eventBase(lineUserId, type, type === 'follow')]),
    deliver,
    deliverRaw,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
