import type { Schemas } from '@shootbook/api-client';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  LoadingState,
  Stack,
  Text,
} from '@shootbook/ui';
import {
  availableMoveProposalEvents,
  bookingPartyOf,
  formatDateTime,
  formatRange,
  moveProposeRefusal,
} from '@shootbook/machines';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSave } from '../../app/save';
import { displayName } from '../profiles/displayName';
import { FALLBACK_TIMEZONE } from '../scheduling/time';
import { useAnswerMove, type AppointmentDetail } from './queries';

// The dialog's free-slot calendar (~60 kB gzip with its dates) downloads when the section shows.
const ProposeMoveDialog = lazy(async () => ({
  default: (await import('./ProposeMoveDialog')).ProposeMoveDialog,
}));

/** What the move section reads: the booking, who looks (uid), the API's time and the formatting locale. */
export interface MoveSectionProps {
  detail: AppointmentDetail;
  viewerId: string;
  /** The API's time, ISO-8601 UTC. */
  now: string;
  locale: string;
}

/**
 * Moving a confirmed shoot (docs/product.md §12, docs/decisions/0032-moving-a-shoot.md) on the
 * booking's page: while the booking is Accepted and before its start, either party may "Propose
 * another time" — a dialog with the booking calendar's free slots of the same sub-package (the
 * booking's own hours counted free) and a reason (`MOVE_REASONS`) — and the open proposal shows
 * with the buttons the machines' `availableMoveProposalEvents` offer this viewer: Accept / Decline
 * to the other party, Withdraw to the proposer. Nothing shows when neither applies. Mutations
 * through TanStack Query (`useProposeMove`, `useAnswerMove`); the API's refusals are toasted.
 */
export function MoveSection({ detail, viewerId, now, locale }: MoveSectionProps) {
  const { t } = useTranslation('appointment');
  const { appointment, openMove } = detail;
  const party = bookingPartyOf(appointment, viewerId);
  if (!party) return null;
  const canPropose =
    !openMove &&
    moveProposeRefusal({
      appointmentStatus: appointment.status,
      start: appointment.start,
      newStart: new Date(0).toISOString(),
      openProposal: false,
      now,
    }) === null;
  if (!openMove && !canPropose) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('booking.move.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {openMove ? (
          <OpenMove detail={detail} move={openMove} party={party} now={now} locale={locale} />
        ) : (
          <Stack gap={3}>
            <Text variant="muted">{t('booking.move.free')}</Text>
            <Suspense fallback={<LoadingState variant="detail" label={t('common:loading')} />}>
              <ProposeMoveDialog appointment={appointment} />
            </Suspense>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** The open proposal in words, with this viewer's answers. */
function OpenMove({
  detail,
  move,
  party,
  now,
  locale,
}: {
  detail: AppointmentDetail;
  move: Schemas['AppointmentMove'];
  party: 'customer' | 'photographer';
  now: string;
  locale: string;
}) {
  const { t } = useTranslation('appointment');
  const answer = useAnswerMove();
  const save = useSave();
  const events = availableMoveProposalEvents(move.status, {
    actor: party,
    proposedBy: move.proposedBy,
    expiresAt: move.expiresAt,
    appointmentStatus: detail.appointment.status,
    now,
  });
  const time = formatRange(move.start, move.end, FALLBACK_TIMEZONE, locale);
  const send = (verb: 'accept' | 'decline' | 'withdraw', done: string) =>
    void save(
      () =>
        answer.mutateAsync({ appointmentId: detail.appointment.id, moveId: move.id, answer: verb }),
      done,
    ).catch(() => undefined);
  return (
    <Stack gap={3}>
      <Text strong>
        {move.proposedBy === party
          ? t('booking.move.byYou', { time })
          : t('booking.move.byOther', { name: displayName(detail[move.proposedBy], t), time })}
      </Text>
      <Text>
        {t('booking.move.reasonIs', { reason: t(`booking.move.reasons.${move.reason}`) })}
      </Text>
      <Text variant="muted">
        {t('booking.move.expires', {
          time: formatDateTime(move.expiresAt, FALLBACK_TIMEZONE, locale),
        })}{' '}
        {t('booking.move.free')}
      </Text>
      <Stack direction="row" gap={2}>
        {events.includes('ACCEPT') ? (
          <Button
            size="sm"
            disabled={answer.isPending}
            onClick={() => send('accept', t('booking.move.accepted'))}
          >
            {t('booking.move.accept')}
          </Button>
        ) : null}
        {events.includes('DECLINE') ? (
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => send('decline', t('booking.move.declined'))}
          >
            {t('booking.move.decline')}
          </Button>
        ) : null}
        {events.includes('WITHDRAW') ? (
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => send('withdraw', t('booking.move.withdrawn'))}
          >
            {t('booking.move.withdraw')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
