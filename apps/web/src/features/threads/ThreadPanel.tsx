import {
  DISPLAY_TIME_ZONE,
  MESSAGE_TEXT_MAX,
  formattingLocale,
  isPlaceUrl,
  isSeen,
  formatDateTime,
} from '@shootbook/machines';
import { displayName } from '../profiles/displayName';
import { Button, EmptyState, Field, Section, Skeleton, Textarea } from '@shootbook/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../app/QueryStates';
import { storedReasonText } from '../../app/api';
import { useThreadDraft, type Outgoing, type OutgoingBody } from './drafts';
import { ReportMessageButton } from './ReportMessageButton';
import { SharePlaceForm } from './SharePlaceForm';
import {
  threadMessagesQuery,
  useMarkThreadRead,
  useSendMessage,
  type Message,
  type Thread,
} from './queries';

/**
 * The conversation of one thread (docs/product.md "Conversation", docs/decisions/0028): the
 * messages oldest to newest in a `log` (new ones are announced politely), older pages on demand,
 * the booking's events as system lines in the reader's language, "Seen" under the user's last
 * message the other party has read, the other party's phone and e-mail once the booking is paid,
 * and a labelled composer. A message shows at once while it is sent; a failed one offers "Retry",
 * which sends it again with the same client id, so it is never written twice. The draft and the
 * messages not yet written are kept on the device per thread (`useThreadDraft`), so a reload or a
 * lost connection loses no words; a send made offline waits and goes when the connection is back.
 * "Share a place" sends a place (a name and a map link or coordinates). Opening the thread marks
 * it read. Text is rendered as text (never markup); a place's link opens only an http(s)
 * address (packages/machines `isPlaceUrl`).
 */
export function ThreadPanel({ thread }: { thread: Thread }) {
  const { t, i18n } = useTranslation('threads');
  const locale = formattingLocale(i18n.language);
  const when = (iso: string) => formatDateTime(iso, DISPLAY_TIME_ZONE, locale);
  const messages = useInfiniteQuery(threadMessagesQuery(thread.id));
  const send = useSendMessage(thread.id);
  const markRead = useMarkThreadRead(thread.id);
  const [{ text: draft, unsent: outgoing }, setStored] = useThreadDraft(thread.id);
  const setDraft = (text: string) => setStored((stored) => ({ ...stored, text }));
  const setOutgoing = (update: (list: Outgoing[]) => Outgoing[]) =>
    setStored((stored) => ({ ...stored, unsent: update(stored.unsent) }));
  const [sharingPlace, setSharingPlace] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const name = displayName(thread.counterpart, t) || t('someone');

  const loaded: Message[] = messages.data
    ? [...messages.data.pages].reverse().flatMap((page) => page.messages)
    : [];
  const written = new Set(loaded.map((m) => m.clientId).filter(Boolean));
  const waiting = outgoing.filter((o) => !written.has(o.clientId));

  // A message the API has written (also one sent before a reload) is no longer kept as unsent.
  const writtenKept = outgoing.length !== waiting.length;
  useEffect(() => {
    if (writtenKept)
      setStored((stored) => ({
        ...stored,
        unsent: stored.unsent.filter((o) => !written.has(o.clientId)),
      }));
  });
  const newest = loaded.at(-1)?.seq;
  const lastMine = [...loaded].reverse().find((m) => m.mine);

  // Reading the newest page marks the thread read up to its last message.
  const { mutate: markReadUpTo } = markRead;
  useEffect(() => {
    if (newest !== undefined && thread.unread > 0) markReadUpTo(newest);
  }, [newest, thread.unread, markReadUpTo]);

  // The newest message stays in view as messages arrive.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newest, waiting.length]);

  const deliver = (message: Outgoing) => {
    setOutgoing((list) => [
      ...list.filter((o) => o.clientId !== message.clientId),
      { ...message, failed: false },
    ]);
    const body: OutgoingBody =
      message.place === undefined
        ? { clientId: message.clientId, text: message.text }
        : { clientId: message.clientId, place: message.place };
    // Each send settles its own message (mutate's callbacks would fire for the last send only).
    void send.mutateAsync(body).then(
      () => setOutgoing((list) => list.filter((o) => o.clientId !== message.clientId)),
      () =>
        setOutgoing((list) =>
          list.map((o) => (o.clientId === message.clientId ? { ...o, failed: true } : o)),
        ),
    );
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    deliver({ clientId: crypto.randomUUID(), text, failed: false });
  };

  const sharePlace = (place: { name: string; url: string }) => {
    setSharingPlace(false);
    deliver({ clientId: crypto.randomUUID(), place, failed: false });
  };

  // Ctrl/Cmd+Enter sends; Enter alone starts a new line (as on a phone's keyboard).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <Section
      title={t('title', { name })}
      description={
        thread.contactVisible ? (
          <span className="flex flex-wrap gap-x-4">
            {thread.counterpart.phone ? (
              <a className="underline" href={`tel:${thread.counterpart.phone}`}>
                {t('phone', { phone: thread.counterpart.phone })}
              </a>
            ) : null}
            {thread.counterpart.email ? (
              <a className="underline" href={`mailto:${thread.counterpart.email}`}>
                {t('email', { email: thread.counterpart.email })}
              </a>
            ) : null}
          </span>
        ) : (
          t(thread.kind === 'enquiry' ? 'contactAfterBooking' : 'contactOncePaid')
        )
      }
    >
      {messages.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="ml-auto h-10 w-1/2" />
        </div>
      ) : messages.isError ? (
        <QueryError
          error={messages.error}
          title={t('error')}
          onRetry={() => void messages.refetch()}
        />
      ) : (
        <div
          ref={logRef}
          role="log"
          aria-label={t('log', { name })}
          // A long thread scrolls inside; the keyboard reaches it too.
          tabIndex={0}
          className="max-h-[60vh] overflow-y-auto rounded-md border p-3 focus-visible:outline-2"
        >
          {messages.hasNextPage ? (
            <div className="mb-3 text-center">
              <Button
                variant="outline"
                size="sm"
                disabled={messages.isFetchingNextPage}
                onClick={() => void messages.fetchNextPage()}
              >
                {t('earlier')}
              </Button>
            </div>
          ) : null}
          {loaded.length === 0 && waiting.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              title={t('empty.title')}
              description={t('empty.description', { name })}
            />
          ) : (
            <ol className="space-y-3">
              {loaded.map((message) => (
                <li key={message.id}>
                  {message.line ? (
                    <p className="text-center text-sm text-muted-foreground">
                      {t(`line.${message.line.code}`, {
                        start: message.line.params.start ? when(message.line.params.start) : '',
                        reason: message.line.params.reason ?? '',
                      })}
                      {message.line.params.reason &&
                      (message.line.code === 'canceled' || message.line.code === 'rejected')
                        ? ` ${t('reason', { reason: storedReasonText(message.line.params.reason, t) })}`
                        : null}
                    </p>
                  ) : (
                    <Bubble
                      mine={message.mine}
                      author={message.mine ? t('you') : name}
                      time={when(message.createdAt)}
                    >
                      <MessageBody text={message.text} place={message.place} />
                    </Bubble>
                  )}
                  {!message.mine && message.authorId ? (
                    <ReportMessageButton threadId={thread.id} messageId={message.id} />
                  ) : null}
                  {message === lastMine && isSeen(message.seq, thread.otherReadSeq) ? (
                    <p className="mt-1 text-right text-xs text-muted-foreground">{t('seen')}</p>
                  ) : null}
                </li>
              ))}
              {waiting.map((message) => (
                <li key={message.clientId}>
                  <Bubble mine author={t('you')} time={message.failed ? t('failed') : t('sending')}>
                    <MessageBody text={message.text ?? null} place={message.place ?? null} />
                  </Bubble>
                  {message.failed ? (
                    <div className="mt-1 text-right">
                      <Button variant="outline" size="sm" onClick={() => deliver(message)}>
                        {t('retry')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <form className="mt-3 space-y-2" onSubmit={submit}>
        <Field
          label={t('composer.label', { name })}
          description={
            draft.length > MESSAGE_TEXT_MAX - 200
              ? t('composer.left', { count: MESSAGE_TEXT_MAX - draft.length })
              : t('composer.hint')
          }
        >
          <Textarea
            value={draft}
            maxLength={MESSAGE_TEXT_MAX}
            rows={2}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!draft.trim()}>
            {t('composer.send')}
          </Button>
          <Button
            type="button"
            variant="outline"
            aria-expanded={sharingPlace}
            onClick={() => setSharingPlace((open) => !open)}
          >
            {t('placeForm.open')}
          </Button>
        </div>
      </form>
      {sharingPlace ? (
        <div className="mt-3">
          <SharePlaceForm onShare={sharePlace} onClose={() => setSharingPlace(false)} />
        </div>
      ) : null}
    </Section>
  );
}

/**
 * A message's words: a place as a link to its map when packages/machines `isPlaceUrl` takes it
 * (a new tab, without the opener), else as its name in text; a text as text (never markup).
 */
function MessageBody({
  text,
  place,
}: {
  text: string | null;
  place: { name: string; url: string } | null;
}) {
  const { t } = useTranslation('threads');
  if (place)
    return isPlaceUrl(place.url) ? (
      <a className="underline" href={place.url} target="_blank" rel="noopener noreferrer nofollow">
        {t('place', { name: place.name })}
      </a>
    ) : (
      <p className="break-words">{t('placeNoLink', { name: place.name })}</p>
    );
  return <p className="whitespace-pre-wrap break-words">{text}</p>;
}

/** One person's message: theirs on the left, the user's on the right, with who and when. */
function Bubble({
  mine,
  author,
  time,
  children,
}: {
  mine: boolean;
  author: string;
  time: string;
  children: React.ReactNode;
}) {
  return (
    <div className={mine ? 'ml-auto max-w-[85%] text-right' : 'mr-auto max-w-[85%]'}>
      <div
        className={
          mine
            ? 'inline-block rounded-lg bg-primary px-3 py-2 text-left text-primary-foreground'
            : 'inline-block rounded-lg bg-muted px-3 py-2'
        }
      >
        <span className="sr-only">{`${author}: `}</span>
        {children}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{time}</p>
    </div>
  );
}
