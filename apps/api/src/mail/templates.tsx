/**
 * The e-mails ShootBook sends (docs/decisions/0012): one per notification row, in the recipient's
 * language (`users.language`: English or Thai), written with react-email components and rendered
 * to HTML and plain text. Every mail names the booking, its time in Bangkok, the other party and,
 * where the change carries them, the reason a person gave and the pay-by deadline, and links to
 * the booking's page in the web app. A reason the system wrote (packages/machines `SYSTEM_REASONS`)
 * is not repeated: the mail's lead already says why.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
  render,
} from '@react-email/components';
import i18next, { type TFunction } from 'i18next';
import type { components } from '@shootbook/api-client';
import { dateTimeFormat, formattingLocale, isSystemReason, reminderDay } from '@shootbook/machines';

import en from './locales/en.json' with { type: 'json' };
import th from './locales/th.json' with { type: 'json' };

type Schemas = components['schemas'];
type Language = Schemas['Language'];

/** Where the shoots happen: times in mails are Bangkok's (the photographers' zone). */
const MAIL_TIME_ZONE = 'Asia/Bangkok';

const translator = i18next.createInstance();
void translator.init({
  resources: { en: { mail: en }, th: { mail: th } },
  defaultNS: 'mail',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** What one mail is about: the notification row and whom it goes to. */
export interface MailContent {
  kind: Schemas['NotificationKind'];
  details: Schemas['NotificationDetails'];
  recipientName: string;
  language: Language;
  /** The booking's page in the web app (`{WEB_ORIGIN}/appointment/{id}`). */
  link: string;
  /** A calendar file is attached: `request` adds the shoot, `cancel` removes it. */
  calendar?: 'request' | 'cancel' | undefined;
  /** When the notification was written (ISO-8601 UTC): the day reminder's "today"/"tomorrow". */
  writtenAt?: string | undefined;
}

/** A rendered mail. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * `iso` as a date and time in Bangkok, in `language` (Thai dates in the Buddhist era), with the
 * formatters every screen uses (packages/machines format/intl-format.ts).
 */
export function mailDateTime(iso: string, language: Language): string {
  return dateTimeFormat(formattingLocale(language), {
    timeZone: MAIL_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * What the subject and lead of `content` interpolate: the counterpart's name and, for the day
 * reminder, the i18next context `today` when the shoot is later the same calendar day in Bangkok
 * (`reminderDay` of packages/machines) — else the words say "tomorrow".
 */
function wording(content: MailContent): { name: string; context?: string } {
  const { kind, details, writtenAt } = content;
  const name = details.counterpartName;
  if (kind !== 'shoot_reminder_24h' || !writtenAt) return { name };
  return { name, context: reminderDay(details.start, writtenAt, MAIL_TIME_ZONE) };
}

/**
 * The heading, lead and booking facts of `content`'s mail as plain lines, in its language: a
 * LINE notification shows the same words (line/flex.ts, docs/decisions/0030).
 */
export function notificationLines(
  content: Omit<MailContent, 'link' | 'calendar' | 'recipientName'>,
): { title: string; lead: string; facts: string[] } {
  const t = translator.getFixedT(content.language);
  const { details, language } = content;
  const full = { ...content, recipientName: '', link: '' };
  return {
    title: t(`subject.${content.kind}`, wording(full)),
    lead: t(`lead.${content.kind}`, wording(full)),
    facts: [
      t('booking', { package: details.packageTitle, subpackage: details.subpackageTitle }),
      t('when', { start: mailDateTime(details.start, language) }),
      ...(details.moveStart
        ? [t('moveTo', { start: mailDateTime(details.moveStart, language) })]
        : []),
      ...(details.moveReason ? [t(`moveReason.${details.moveReason}`)] : []),
      ...(details.reason && !isSystemReason(details.reason)
        ? [t('reason', { reason: details.reason })]
        : []),
      ...(details.payBy ? [t('payBy', { payBy: mailDateTime(details.payBy, language) })] : []),
    ],
  };
}

/** The LINE words `line.{key}` (mail locales) in `language`, with `params` (docs/decisions/0030). */
export function lineWords(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  return translator.getFixedT(language)(`line.${key}`, params);
}

function BookingMail({ content, t }: { content: MailContent; t: TFunction }) {
  const { kind, details, recipientName, language, link, calendar } = content;
  const lead = t(`lead.${kind}`, wording(content));
  return (
    <Html lang={language}>
      <Head />
      <Preview>{lead}</Preview>
      <Body
        style={{
          backgroundColor: '#f6f6f4',
          fontFamily: "'IBM Plex Sans Thai', 'Noto Sans Thai', Helvetica, Arial, sans-serif",
          color: '#1c1917',
        }}
      >
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
          <Text>
            {recipientName ? t('greeting', { name: recipientName }) : t('greetingNoName')}
          </Text>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {t(`subject.${kind}`, wording(content))}
          </Heading>
          <Text>{lead}</Text>
          <Section>
            <Text style={{ margin: 0, fontWeight: 600 }}>
              {t('booking', { package: details.packageTitle, subpackage: details.subpackageTitle })}
            </Text>
            <Text style={{ margin: 0 }}>
              {t('when', { start: mailDateTime(details.start, language) })}
            </Text>
            {details.moveStart ? (
              <Text style={{ margin: 0, fontWeight: 600 }}>
                {t('moveTo', { start: mailDateTime(details.moveStart, language) })}
              </Text>
            ) : null}
            {details.moveReason ? (
              <Text style={{ margin: 0 }}>{t(`moveReason.${details.moveReason}`)}</Text>
            ) : null}
            <Text style={{ margin: 0 }}>{t('with', { name: details.counterpartName })}</Text>
            {details.reason && !isSystemReason(details.reason) ? (
              <Text style={{ margin: 0 }}>{t('reason', { reason: details.reason })}</Text>
            ) : null}
          </Section>
          {details.payBy ? (
            <Text style={{ fontWeight: 600 }}>
              {t('payBy', { payBy: mailDateTime(details.payBy, language) })}
            </Text>
          ) : null}
          <Button
            href={link}
            style={{
              backgroundColor: '#1c1917',
              color: '#ffffff',
              padding: '12px 20px',
              borderRadius: '6px',
            }}
          >
            {t('open')}
          </Button>
          {calendar ? (
            <Text>{t(calendar === 'request' ? 'calendar' : 'calendarCancel')}</Text>
          ) : null}
          <Hr />
          <Text style={{ fontSize: '12px', color: '#57534e' }}>{t('footer')}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Renders the mail for `content`: subject, HTML and plain text (the same words; the link is
 * spelled out in the text part), in `content.language`.
 */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const t = translator.getFixedT(content.language);
  const element = <BookingMail content={content} t={t} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    subject: t(`subject.${content.kind}`, wording(content)),
    html,
    text,
  };
}
