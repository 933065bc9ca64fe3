import { statusToEvent, type AppointmentEventType } from '@shootbook/machines';
import { Button, ConfirmDialog, Field, Textarea } from '@shootbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSave } from '../../app/save';
import { counterpartProfile, type AppointmentActions, type Viewer } from './appointment-actions';
import { CancelRefundLine } from './CancellationRefund';
import {
  useUpdateAppointmentStatus,
  useWithdrawAppointment,
  type AppointmentDetail,
  type RequestableStatus,
} from './queries';

/** A machine event that `PATCH /appointment/status/{id}` can ask for (EXPIRE is the system's; WITHDRAW and EDIT have their own calls). */
type StatusEvent = (typeof statusToEvent)[RequestableStatus];

/** The status `PATCH /appointment/status/{id}` asks for, per machine event (ADR 0001): `statusToEvent` of packages/machines, inverted. */
const targetStatus = Object.fromEntries(
  Object.entries(statusToEvent).map(([status, event]) => [event, status]),
) as Record<StatusEvent, RequestableStatus>;

const isStatusEvent = (event: AppointmentEventType): event is StatusEvent =>
  Object.hasOwn(targetStatus, event);

/** Props of {@link AppointmentActionButtons}. */
export interface AppointmentActionButtonsProps {
  detail: AppointmentDetail;
  viewer: Viewer;
  actions: AppointmentActions;
  /** Only these events get a button (e.g. the confirm page shows ACCEPT and REJECT only). */
  only?: readonly AppointmentEventType[];
  /** Show the pay / review / order links as well (the list page). */
  links?: boolean;
  /** Link to the booking's own page (`/appointment/{id}`); defaults to `links`. */
  detailsLink?: boolean;
  /** Called when a status change is sent (before the optimistic update shows it). */
  onRequest?: (status: RequestableStatus) => void;
  /** Called after the API accepted a status change. */
  onChanged?: (status: RequestableStatus) => void;
}

/**
 * The buttons for exactly the events the appointment machine allows the viewer now
 * (`actions.events`), plus the pay, review, booking-page and order links. Reject, cancel and withdraw (a
 * customer's Pending request, `DELETE /appointment/{id}`) ask first (ConfirmDialog, with an
 * optional reason for reject and cancel; canceling a paid booking says what comes back, by its
 * policy); every change is optimistic, rolled back with an error toast when the API refuses,
 * and confirmed with a success toast — offering "View booking" when `detailsLink` (away from the
 * booking's own page).
 */
export function AppointmentActionButtons({
  detail,
  viewer,
  actions,
  only,
  links = false,
  detailsLink = links,
  onRequest,
  onChanged,
}: AppointmentActionButtonsProps) {
  const { t } = useTranslation('appointment');
  const update = useUpdateAppointmentStatus();
  const withdraw = useWithdrawAppointment();
  const save = useSave();
  const [reason, setReason] = useState('');
  const counterpart = counterpartProfile(detail, viewer).name;
  const id = detail.appointment.id;
  const events = actions.events.filter(
    (e): e is StatusEvent => isStatusEvent(e) && (!only || only.includes(e)),
  );

  // Away from the booking's own page, the success toast leads there (its history, what is next).
  const toastOf = (message: string) =>
    detailsLink
      ? { message, link: { label: t('toast.viewBooking'), to: `/appointment/${id}` } }
      : message;
  // Toasts follow the promise, not mutate() callbacks: the card usually unmounts as soon as the
  // optimistic update moves it to another list, and per-call callbacks do not fire after unmount.
  const change = async (status: RequestableStatus, withReason?: string) => {
    onRequest?.(status);
    await save(
      () =>
        update.mutateAsync({
          appointmentId: id,
          status,
          ...(withReason ? { reason: withReason } : {}),
        }),
      toastOf(t(`toast.${status}`, { name: counterpart })),
    );
    onChanged?.(status);
  };
  const pending = update.isPending || withdraw.isPending;
  const canWithdraw = actions.events.includes('WITHDRAW') && (!only || only.includes('WITHDRAW'));

  return (
    <>
      {events.map((event) => {
        if (event === 'ACCEPT') {
          return (
            <Button
              key={event}
              size="sm"
              loading={pending && update.variables?.status === 'Accepted'}
              disabled={pending}
              aria-label={t('actions.acceptFrom', { name: counterpart })}
              onClick={() => void change('Accepted').catch(() => {})}
            >
              {t('actions.ACCEPT')}
            </Button>
          );
        }
        if (event === 'COMPLETE') {
          return (
            <Button
              key={event}
              size="sm"
              loading={pending && update.variables?.status === 'Completed'}
              disabled={pending}
              aria-label={t('actions.completeFor', { name: counterpart })}
              onClick={() => void change('Completed').catch(() => {})}
            >
              {t('actions.COMPLETE')}
            </Button>
          );
        }
        const dialog = event === 'REJECT' ? 'rejectDialog' : 'cancelDialog';
        return (
          <ConfirmDialog
            key={event}
            tone="destructive"
            title={t(`${dialog}.title`)}
            description={t(`${dialog}.description`)}
            confirmLabel={t(`${dialog}.confirm`)}
            cancelLabel={t(`${dialog}.keep`)}
            onOpenChange={(open) => open && setReason('')}
            onConfirm={() => change(targetStatus[event], reason.trim() || undefined)}
            trigger={
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                aria-label={t(event === 'REJECT' ? 'actions.rejectFrom' : 'actions.cancelWith', {
                  name: counterpart,
                })}
              >
                {t(`actions.${event}`)}
              </Button>
            }
          >
            {/* What canceling a paid booking gives back, by its policy (docs/product.md §12). */}
            {event === 'CANCEL' ? (
              <CancelRefundLine detail={detail} viewerId={viewer.userId} />
            ) : null}
            <Field label={t(`${dialog}.reason`)}>
              <Textarea
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
            </Field>
          </ConfirmDialog>
        );
      })}
      {canWithdraw ? (
        <ConfirmDialog
          tone="destructive"
          title={t('withdrawDialog.title')}
          description={t('withdrawDialog.description')}
          confirmLabel={t('withdrawDialog.confirm')}
          cancelLabel={t('withdrawDialog.keep')}
          onConfirm={() =>
            save(
              () => withdraw.mutateAsync(id),
              toastOf(t('toast.withdrawn', { name: counterpart })),
            )
          }
          trigger={
            <Button
              size="sm"
              variant="outline"
              disabled={pending}
              aria-label={t('actions.withdrawWith', { name: counterpart })}
            >
              {t('actions.WITHDRAW')}
            </Button>
          }
        />
      ) : null}
      {links && actions.payment ? (
        <Button asChild size="sm">
          <Link to="/payment/topay">
            {t(actions.payment === 'pay' ? 'actions.pay' : 'actions.continuePayment')}
          </Link>
        </Button>
      ) : null}
      {links && actions.review ? (
        <Button asChild size="sm" variant="secondary">
          <Link to={`/profile/${detail.appointment.photographerId}/createreview`}>
            {t('actions.review')}
          </Link>
        </Button>
      ) : null}
      {detailsLink ? (
        <Button asChild size="sm" variant="link">
          <Link
            to={`/appointment/${detail.appointment.id}`}
            aria-label={t('actions.detailsWith', { name: counterpart })}
          >
            {t('actions.details')}
          </Link>
        </Button>
      ) : null}
      {links && detail.payment ? (
        <Button asChild size="sm" variant="link">
          <Link to={`/payment/order/${detail.payment.id}`}>{t('actions.viewOrder')}</Link>
        </Button>
      ) : null}
    </>
  );
}
