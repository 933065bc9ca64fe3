import type { Schemas } from '@shootbook/api-client';
import { reply, type ApiCall, type ApiFixtures } from './api-fixtures';
import { anong, bangkokTime, somchai } from './fixtures';

type Thread = Schemas['Thread'];
type Message = Schemas['Message'];

/** An enquiry thread id and a booking thread id of the stories. */
export const ENQUIRY_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** Somchai's enquiry with Anong about her pre-wedding package, as `party` sees it (docs/decisions/0028). */
export function threadOf(
  overrides: Partial<Thread> = {},
  party: Thread['party'] = 'customer',
): Thread {
  const other = party === 'customer' ? anong : somchai;
  return {
    id: ENQUIRY_ID,
    kind: 'enquiry',
    appointmentId: null,
    packageId: null,
    packageTitle: 'Pre-wedding in the old city',
    party,
    counterpart: { id: other.id, name: other.name, avatarUrl: null, phone: null, email: null },
    contactVisible: false,
    unread: 0,
    otherReadSeq: 0,
    lastMessageAt: null,
    createdAt: bangkokTime(-2, 9),
    ...overrides,
  };
}

let seq = 100;
/** A text message; `mine` as the customer (Somchai) reads it. */
export function textMessage(text: string, mine: boolean, at = bangkokTime(-1, 10)): Message {
  seq += 1;
  return {
    id: `m-${seq}`,
    seq,
    threadId: ENQUIRY_ID,
    kind: 'text',
    authorId: mine ? somchai.id : anong.id,
    mine,
    text,
    place: null,
    line: null,
    clientId: null,
    createdAt: at,
  };
}

/** A system line of the booking's event `code`. */
export function lineMessage(
  code: Schemas['ThreadLineCode'],
  params: Schemas['ThreadLineParams'] = {},
  at = bangkokTime(-1, 11),
): Message {
  seq += 1;
  return {
    ...textMessage('', false, at),
    id: `l-${seq}`,
    seq,
    kind: 'system',
    authorId: null,
    text: null,
    line: { code, params },
  };
}

/** A place Anong sent (`mine` false), or Somchai did. */
export function placeMessage(name: string, url: string): Message {
  return { ...textMessage('', false), kind: 'place', text: null, place: { name, url } };
}

/**
 * The thread operations answering with `thread` and `messages` (one page, oldest first), and a
 * post that appends what was sent, as the API writes it — a fixtures function runs per mount.
 */
export function conversation(thread: Thread, messages: Message[]): () => ApiFixtures {
  return () => {
    const written = [...messages];
    return {
      'GET /thread/{id}': thread,
      'GET /thread/appointment/{id}': thread,
      'GET /thread/{id}/message': { messages: written, nextBefore: null },
      'POST /thread/{id}/read': { unread: 0 },
      'POST /thread/{id}/message': (call: ApiCall) => {
        const body = call.body as {
          clientId: string;
          text?: string;
          place?: { name: string; url: string };
        };
        const message: Message = {
          ...textMessage(body.text ?? '', true, new Date().toISOString()),
          clientId: body.clientId,
          ...(body.place ? { kind: 'place', text: null, place: body.place } : {}),
        };
        written.push(message);
        return reply(201, message);
      },
    };
  };
}
