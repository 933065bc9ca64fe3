import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  Field,
  FormActions,
  FormLayout,
  LoadingState,
  NativeSelect,
  NativeSelectOption,
  Stack,
  Text,
  Textarea,
  formatSatang,
} from '@shootbook/ui';
import {
  DISPUTE_REASONS,
  availableDisputeEvents,
  bookingPartyOf,
  disputeOpenRefusal,
  formatDateTime,
  type DisputeReason,
} from '@shootbook/machines';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { QueryError } from '../../app/QueryStates';
import { useSave } from '../../app/save';
import { deliveryQuery } from '../delivery/queries';
import { FALLBACK_TIMEZONE } from '../scheduling/time';
import { disputeQuery, useAnswerDispute, useOpenDispute, type Dispute } from './dispute-queries';
import type { AppointmentDetail } from './queries';

/**
 * openapi.yaml `DisputeOpen.text` / `DisputeAnswer.text`: 1..2000 characters, not blank; `required`
 * is the message of an empty one. Messages are `appointment` keys.
 */
const disputeText = (required: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(2000, 'booking.dispute.errors.textLong'),
    );

/** The customer's report: a reason code of `DISPUTE_REASONS` and what happened. */
export const disputeOpenSchema = z.object({
  reason: z.enum(DISPUTE_REASONS),
  text: disputeText('booking.dispute.errors.textRequired'),
});
/** The photographer's answer. */
export const disputeAnswerSchema = z.object({
  text: disputeText('booking.dispute.errors.answerRequired'),
});

/** Payment statuses under which a booking may have a dispute: paid, or settled (by a decision, too). */
const DISPUTABLE_PAYMENTS = new Set(['Paid', 'Completed', 'Refunded']);

/** What the dispute section reads: the booking, who looks (uid), the API's time and the formatting locale. */
export interface DisputeSectionProps {
  detail: AppointmentDetail;
  viewerId: string;
  /** The API's time, ISO-8601 UTC. */
  now: string;
  locale: string;
}

/**
 * A paid booking's dispute on its page (docs/product.md §12, docs/decisions/0033), once the shoot
 * has ended. The customer is offered "Report a problem" — a dialog with the reason
 * (`DISPUTE_REASONS`) and what happened — exactly while the machines' `disputeOpenRefusal` allows
 * it (one a booking; paid and not paid out; from the shoot's end until the window closes, or while
 * the delivery is open). Once opened, both parties see its status, reason and text, the
 * photographer's answer and the operator's decision with its amounts (satang, formatted by
 * `formatSatang`), and, until decided, that the payout is held. The photographer answers once, while
 * `availableDisputeEvents` offers ANSWER. Reads `GET /appointment/{id}/dispute` (and the delivery's
 * status for the rule); mutations through TanStack Query, the API's refusals toasted in words.
 * Nothing shows to anyone else, before the shoot's end or when there is nothing to say.
 */
export function DisputeSection({ detail, viewerId, now, locale }: DisputeSectionProps) {
  const { t } = useTranslation('appointment');
  const { appointment, payment } = detail;
  const party = bookingPartyOf(appointment, viewerId);
  const applies =
    party !== null &&
    payment !== null &&
    DISPUTABLE_PAYMENTS.has(payment.status) &&
    (appointment.status === 'Accepted' || appointment.status === 'Completed') &&
    Date.parse(now) >= Date.parse(appointment.end);
  const dispute = useQuery({ ...disputeQuery(appointment.id), enabled: applies });
  // The delivery opens once the shoot is Completed; while it is open the window stays open too.
  const delivery = useQuery({
    ...deliveryQuery(appointment.id),
    enabled: applies && party === 'customer' && appointment.status === 'Completed',
  });
  if (!applies || !party || !payment) return null;

  const card = (title: string, body: ReactNode) => (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );

  if (dispute.isPending)
    return card(
      t('booking.dispute.title'),
      <LoadingState variant="detail" label={t('common:loading')} />,
    );
  if (dispute.isError)
    return card(
      t('booking.dispute.title'),
      <QueryError
        title={t('booking.dispute.loadError')}
        error={dispute.error}
        onRetry={() => void dispute.refetch()}
      />,
    );
  if (dispute.data)
    return card(
      t('booking.dispute.title'),
      <DisputeView
        dispute={dispute.data}
        party={party}
        paidSatang={payment.amount}
        locale={locale}
      />,
    );
  if (party !== 'customer') return null;
  if (appointment.status === 'Completed' && !delivery.isSuccess) return null;
  const refusal = disputeOpenRefusal({
    now,
    shootEnd: appointment.end,
    appointmentStatus: appointment.status,
    paymentStatus: payment.status,
    deliveryStatus: delivery.data?.status ?? null,
    disputed: false,
  });
  if (refusal !== null) return null;
  return card(
    t('booking.dispute.offerTitle'),
    <Stack gap={3}>
      <Text variant="muted">{t('booking.dispute.offer')}</Text>
      <ReportProblemDialog appointmentId={appointment.id} />
    </Stack>,
  );
}

/** The dispute in words: status, reason, text, answer, decision, and the held payout until decided. */
function DisputeView({
  dispute,
  party,
  paidSatang,
  locale,
}: {
  dispute: Dispute;
  party: 'customer' | 'photographer';
  paidSatang: number;
  locale: string;
}) {
  const { t } = useTranslation('appointment');
  const when = (iso: string) => formatDateTime(iso, FALLBACK_TIMEZONE, locale);
  const canAnswer = availableDisputeEvents(dispute.status, party).includes('ANSWER');
  return (
    <Stack gap={4}>
      {dispute.status === 'Decided' ? null : (
        <Alert variant="warning">
          <AlertDescription>
            {party === 'photographer'
              ? t('booking.dispute.heldPhotographer')
              : t('booking.dispute.held')}
          </AlertDescription>
        </Alert>
      )}
      <DescriptionList>
        <DescriptionItem>
          <DescriptionTerm>{t('booking.dispute.statusLabel')}</DescriptionTerm>
          <DescriptionDetails>{t(`booking.dispute.status.${dispute.status}`)}</DescriptionDetails>
        </DescriptionItem>
        <DescriptionItem>
          <DescriptionTerm>{t('booking.dispute.reasonLabel')}</DescriptionTerm>
          <DescriptionDetails>{t(`booking.dispute.reasons.${dispute.reason}`)}</DescriptionDetails>
        </DescriptionItem>
        <DisputeItem
          label={t('booking.dispute.textLabel')}
          said={<Text className="whitespace-pre-line">{dispute.text}</Text>}
          at={t('booking.dispute.openedAt', { time: when(dispute.createdAt) })}
        />
        {dispute.answer !== null ? (
          <DisputeItem
            label={t('booking.dispute.answerLabel')}
            said={<Text className="whitespace-pre-line">{dispute.answer}</Text>}
            at={
              dispute.answeredAt
                ? t('booking.dispute.answeredAt', { time: when(dispute.answeredAt) })
                : null
            }
          />
        ) : null}
        {dispute.decision !== null ? (
          <DisputeItem
            label={t('booking.dispute.decisionLabel')}
            said={
              <Text strong>
                {t(`booking.dispute.decision.${dispute.decision}`, {
                  refund: formatSatang(dispute.refundAmount ?? 0, locale),
                  kept: formatSatang(paidSatang - (dispute.refundAmount ?? 0), locale),
                  paid: formatSatang(paidSatang, locale),
                })}
              </Text>
            }
            at={
              dispute.decidedAt
                ? t('booking.dispute.decidedAt', { time: when(dispute.decidedAt) })
                : null
            }
          />
        ) : null}
      </DescriptionList>
      {canAnswer ? <AnswerDisputeForm appointmentId={dispute.appointmentId} /> : null}
    </Stack>
  );
}

/** One step of a dispute: who said or decided what (`said`), and when, in words (`at`). */
function DisputeItem({ label, said, at }: { label: string; said: ReactNode; at: string | null }) {
  return (
    <DescriptionItem>
      <DescriptionTerm>{label}</DescriptionTerm>
      <DescriptionDetails>
        {said}
        {at ? <Text variant="muted">{at}</Text> : null}
      </DescriptionDetails>
    </DescriptionItem>
  );
}

/**
 * "Report a problem": the reason and what happened, sent as `POST /appointment/{id}/dispute`.
 * An invalid text or a refusal of the API keeps the dialog open with what was typed.
 */
export function ReportProblemDialog({
  appointmentId,
  defaultOpen,
}: {
  appointmentId: string;
  /** Opens the dialog at once (stories). */
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('appointment');
  const open = useOpenDispute();
  const save = useSave();
  const {
    register,
    trigger,
    getValues,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof disputeOpenSchema>, unknown, z.output<typeof disputeOpenSchema>>({
    resolver: zodResolver(disputeOpenSchema),
    defaultValues: { reason: 'no_show', text: '' },
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        if (!next) reset();
      }}
      trigger={
        <Button size="sm" variant="outline">
          {t('booking.dispute.report')}
        </Button>
      }
      title={t('booking.dispute.reportTitle')}
      description={t('booking.dispute.reportDescription')}
      confirmLabel={t('booking.dispute.send')}
      cancelLabel={t('booking.dispute.cancel')}
      onConfirm={async () => {
        if (!(await trigger())) throw new Error('invalid');
        const values = disputeOpenSchema.parse(getValues());
        await save(
          () => open.mutateAsync({ appointmentId, ...values }),
          t('booking.dispute.opened'),
        );
      }}
    >
      <Stack gap={4}>
        <Field label={t('booking.dispute.reason')}>
          <NativeSelect {...register('reason')}>
            {DISPUTE_REASONS.map((code: DisputeReason) => (
              <NativeSelectOption key={code} value={code}>
                {t(`booking.dispute.reasons.${code}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('booking.dispute.text')} error={message(errors.text?.message)}>
          <Textarea rows={4} {...register('text')} />
        </Field>
      </Stack>
    </ConfirmDialog>
  );
}

/** The photographer's one answer to an Opened dispute (`POST /appointment/{id}/dispute/answer`). */
function AnswerDisputeForm({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('appointment');
  const answer = useAnswerDispute();
  const save = useSave();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof disputeAnswerSchema>, unknown, z.output<typeof disputeAnswerSchema>>({
    resolver: zodResolver(disputeAnswerSchema),
    defaultValues: { text: '' },
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <FormLayout
      noValidate
      width="md"
      onSubmit={handleSubmit(async ({ text }) => {
        try {
          await save(
            () => answer.mutateAsync({ appointmentId, text }),
            t('booking.dispute.answered'),
          );
        } catch {
          // The error was toasted; keep what was typed.
        }
      })}
    >
      <Field
        label={t('booking.dispute.answer')}
        description={t('booking.dispute.answerHint')}
        error={message(errors.text?.message)}
      >
        <Textarea rows={4} {...register('text')} />
      </Field>
      <FormActions>
        <Button type="submit" loading={isSubmitting}>
          {t('booking.dispute.sendAnswer')}
        </Button>
      </FormActions>
    </FormLayout>
  );
}
