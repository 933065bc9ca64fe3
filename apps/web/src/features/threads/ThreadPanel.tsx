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
import { ReportMessageButton } from './ReportMessageButton';
import {
  threadMessagesQuery,
  useMarkThreadRead,
  useSendMessage,
  type Message,
  type Thread,
} from './queries';

/** A message on its way: shown at once (optimistic), marked when sending failed, with its retry. */
interface Outgoing {
  clientId: string;
  text: string;
  failed: boolean;
}

/**
 * The conversation of one thread (docs/product.md "Conversation", docs/decisions/0028): the
 * messages oldest to newest in a `log` (new ones are announced politely), older pages on demand,
 * the booking's events as system lines in the reader's language, "Seen" under the user's last
 * message the other party has read, the other party's phone and e-mail once the booking is paid,
 * and a labelled composer. A message shows at once while it is sent; a failed one offers "Retry",
 * which sends it again with the same client id, so it is never written twice. Opening the thread
 * marks it read. Text is rendered as text (never markup); a place's link opens only an http(s)
 * address (packages/machines `isPlaceUrl`).
 */
export function ThreadPanel({ thread }: { thread: Thread }) {
  const { t, i18n } = useTranslation('threads');
  const locale = formattingLocale(i18n.language);
  const when = (iso: string) => formatDateTime(iso, DISPLAY_TIME_ZONE, locale);
  const messages = useInfiniteQuery(threadMessagesQuery(thread.id));
  const send = useSendMessage(thread.id);
  const markRead = useMarkThreadRead(thread.id);
  const [draft, setDraft] = useState('');
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const logRef = useRef<HTMLDivElement>(null);
  const name = displayName(thread.counterpart, t) || t('someone');

  const loaded: Message[] = messages.data
    ? [...messages.data.pages].reverse().flatMap((page) => page.messages)
    : [];
  const written = new Set(loaded.map((m) => m.clientId).filter(Boolean));
  const waiting = outgoing.filter((o) => !written.has(o.clientId));
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
    send.mutate(
      { clientId: message.clientId, text: message.text },
      {
        onError: () =>
          setOutgoing((list) =>
            list.map((o) => (o.clientId === message.clientId ? { ...o, failed: true } : o)),
          ),
        onSuccess: () => setOutgoing((list) => list.filter((o) => o.clientId !== message.clientId)),
      },
    );
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) return;
    deliver({ clientId: crypto.randomUUID(), text, failed: false });
    setDraft('');
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
                      {message.place && isPlaceUrl(message.place.url) ? (
                        <a
                          className="underline"
                          href={message.place.url}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                        >
                          {t('place', { name: message.place.name })}
                        </a>
                      ) : (
                        <p className="whitespace-pre-wrap break-words">{message.text}</p>
                      )}
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
                    <p className="whitespace-pre-wrap break-words">{message.text}</p>
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
        <Button type="submit" disabled={!draft.trim()}>
          {t('composer.send')}
        </Button>
      </form>
    </Section>
  );
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
