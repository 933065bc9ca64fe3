/**
 * What ShootBook says on LINE (docs/decisions/0030): Flex Messages with an "Open booking" (or
 * "Open conversation") button to the web, worded in the recipient's language with the mail's
 * words (mail/locales, `line.*` for LINE's own).
 */
import type { components } from '@shootbook/api-client';

import { lineWords, notificationLines } from '../mail/templates.tsx';
import type { LineFlexComponent, LineMessage } from './port.ts';

type Schemas = components['schemas'];
type Language = Schemas['Language'];

/** LINE's longest `altText` (the chat list's preview). */
const ALT_TEXT_MAX = 400;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** A bubble of `title` (bold), `lines` and one button `label` → `uri`. */
export function buttonMessage(
  title: string,
  lines: readonly string[],
  button: { label: string; uri: string },
): LineMessage {
  const text = (
    value: string,
    extra: { weight?: 'bold'; size?: 'md' } = {},
  ): LineFlexComponent => ({ type: 'text', text: value, wrap: true, size: 'sm', ...extra });
  return {
    type: 'flex',
    altText: clip([title, ...lines].join('\n'), ALT_TEXT_MAX),
    contents: {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        spacing: 'sm',
        contents: [text(title, { weight: 'bold', size: 'md' }), ...lines.map((line) => text(line))],
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        // LINE's button labels are at most 40 characters.
        contents: [
          {
            type: 'button',
            style: 'primary',
            action: { type: 'uri', ...button, label: clip(button.label, 40) },
          },
        ],
      },
    },
  };
}

/** A plain text message. */
export const textMessage = (text: string): LineMessage => ({ type: 'text', text });

/** The LINE message of a booking notification: the mail's heading, lead and facts, "Open booking". */
export function notificationMessage(input: {
  kind: Schemas['NotificationKind'];
  details: Schemas['NotificationDetails'];
  language: Language;
  writtenAt: string;
  /** The booking's page (`{WEB_ORIGIN}/appointment/{id}`). */
  link: string;
}): LineMessage {
  const { title, lead, facts } = notificationLines(input);
  return buttonMessage(title, [lead, ...facts, lineWords(input.language, 'replyHint')], {
    label: lineWords(input.language, 'openBooking'),
    uri: input.link,
  });
}

/** The LINE message of the other party's thread message (a text or a place). */
export function threadMessageMessage(input: {
  authorName: string;
  body: string | null;
  place: Schemas['Place'] | null;
  language: Language;
  /** The booking's page, or the conversation's for an enquiry. */
  link: string;
  booking: boolean;
}): LineMessage {
  const { language } = input;
  const said = input.place
    ? lineWords(language, 'placeFrom', { name: input.authorName, place: input.place.name })
    : (input.body ?? '');
  return buttonMessage(
    lineWords(language, 'messageFrom', { name: input.authorName }),
    [said, lineWords(language, 'replyHint')],
    {
      label: lineWords(language, input.booking ? 'openBooking' : 'openConversation'),
      uri: input.link,
    },
  );
}
