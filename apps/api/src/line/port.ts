/**
 * The LINE messaging port (docs/decisions/0030): the rest of the API talks to LINE only through
 * {@link LineMessaging}. Two adapters implement it with the same HTTP client
 * (http-messaging.ts): `line`, LINE's Messaging API (api.line.me, access.line.me), and
 * `sandbox`, a local stand-in (stand-in.ts) that speaks the same HTTP shapes, so development and
 * tests need no LINE account. `LINE_PROVIDER` picks one (messaging.ts); production refuses the
 * sandbox (config.ts `productionProblems`).
 */

/** Which adapter runs (`LINE_PROVIDER`, default `sandbox`). */
export type LineProviderName = 'line' | 'sandbox';

/** A URI action: a button that opens `uri` (ShootBook's web). */
export interface LineUriAction {
  type: 'uri';
  label: string;
  uri: string;
}

/** A Flex Message bubble (LINE's JSON layout), as ShootBook builds them (flex.ts). */
export interface LineFlexBubble {
  type: 'bubble';
  body: { type: 'box'; layout: 'vertical'; spacing?: string; contents: LineFlexComponent[] };
  footer?: { type: 'box'; layout: 'vertical'; contents: LineFlexComponent[] };
}

/** The Flex components ShootBook uses: text lines and a button. */
export type LineFlexComponent =
  | {
      type: 'text';
      text: string;
      wrap?: boolean;
      weight?: 'bold' | 'regular';
      size?: 'xs' | 'sm' | 'md' | 'lg';
      color?: string;
    }
  | { type: 'button'; style: 'primary' | 'link'; action: LineUriAction };

/** A message object of the Messaging API: a text or a Flex Message (`altText`: the chat list's preview). */
export type LineMessage =
  { type: 'text'; text: string } | { type: 'flex'; altText: string; contents: LineFlexBubble };

/** A refused or failed call to LINE (HTTP status, LINE's error message); the outbox retries it later. */
export class LineRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'LineRequestError';
  }
}

/**
 * What ShootBook asks of LINE. Every call may throw {@link LineRequestError} (or a network error).
 */
export interface LineMessaging {
  readonly name: LineProviderName;
  /**
   * Pushes `messages` (at most 5) to LINE user `to`. `retryKey` (a UUID: the outbox row's id) is
   * sent as `X-Line-Retry-Key`, so a retried push is delivered once; a push LINE already accepted
   * under that key (409) counts as sent.
   * @returns the ids LINE gave the sent messages (empty for an earlier accepted push), which a
   *   user's reply may quote (`quotedMessageId`).
   */
  push(input: { to: string; messages: LineMessage[]; retryKey: string }): Promise<string[]>;
  /** Answers a webhook event with its `replyToken` (valid about a minute, once). */
  reply(input: { replyToken: string; messages: LineMessage[] }): Promise<void>;
  /** Issues a link token for LINE user `lineUserId` (the account-link flow's first step). */
  issueLinkToken(lineUserId: string): Promise<string>;
  /** LINE's account-link dialog for `linkToken` and ShootBook's `nonce` (where the browser goes). */
  accountLinkUrl(input: { linkToken: string; nonce: string }): string;
  /**
   * True when `signature` (the `x-line-signature` header) is the base64 HMAC-SHA256 of `rawBody`
   * under the channel secret; compared in constant time.
   */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean;
}
