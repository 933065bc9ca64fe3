import {
  Button,
  ConfirmDialog,
  DeliveryStatusPanel,
  Field,
  LoadingState,
  Text,
  Textarea,
} from '@shootbook/ui';
import { isLate, formatDateTime, formattingLocale } from '@shootbook/machines';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryError } from '../../app/QueryStates';
import { useNow } from '../appointments/useNow';
import { FALLBACK_TIMEZONE } from '../scheduling/time';
import { deliveryOffers, deliverySteps, type Delivery } from './delivery-view';
import { useDeliveryChange } from './errors';
import { deliveryQuery, useDeliveryEvent, type SentDeliveryEvent } from './queries';

/** The gallery page of a booking's delivery. */
export const galleryPath = (appointmentId: string) => `/appointment/${appointmentId}/delivery`;

/**
 * The delivery section of the booking's page (docs/product.md §11): nothing while the booking has
 * no delivery, else {@link DeliveryPanel} with links to the gallery.
 */
export function DeliverySection({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('delivery');
  const delivery = useQuery(deliveryQuery(appointmentId));
  if (delivery.isPending) return <LoadingState variant="detail" label={t('loading')} />;
  if (delivery.isError)
    return (
      <QueryError
        title={t('loadError')}
        error={delivery.error}
        onRetry={() => void delivery.refetch()}
      />
    );
  return delivery.data ? <DeliveryPanel delivery={delivery.data} place="booking" /> : null;
}

/**
 * A delivery's state for the viewer (ui DeliveryStatusPanel): its steps, what happens now, the due
 * date and the late mark (packages/machines `isLate`), the revision asked for, and the viewer's
 * next steps — exactly the events the delivery rules allow this party now
 * ({@link deliveryOffers}). On the booking's page (`place="booking"`) the steps that need the
 * photos (upload, pick, view) link to the gallery; on the gallery (`place="gallery"`) the page's
 * own controls do them and the panel keeps accept, revision and refund.
 */
export function DeliveryPanel({
  delivery,
  place,
  extraAction,
}: {
  delivery: Delivery;
  place: 'booking' | 'gallery';
  /** More buttons for the action slot (the gallery's send / submit buttons). */
  extraAction?: ReactNode;
}) {
  const { t, i18n } = useTranslation('delivery');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const now = useNow(60_000, delivery.updatedAt);
  const { steps, current, complete } = deliverySteps(delivery);
  const party = delivery.party;
  const statusKey =
    delivery.status === 'Open' && delivery.offersProofs ? 'OpenProofs' : delivery.status;
  const late = isLate(now, delivery.dueAt, delivery.status);
  const date = (iso: string) => formatDateTime(iso, FALLBACK_TIMEZONE, locale);
  const notes: string[] = [];
  if (delivery.status === 'RevisionRequested' && delivery.revisionNote)
    notes.push(t('revisionNote', { note: delivery.revisionNote }));
  if (party === 'customer' && delivery.status === 'FinalsDelivered' && delivery.autoAcceptAt)
    notes.push(t('autoAccept', { date: date(delivery.autoAcceptAt) }));
  const offers = deliveryOffers(delivery, now);
  if (party === 'customer' && late && offers.REQUEST_REFUND === 'not_due_yet')
    notes.push(t('refundFrom', { date: date(delivery.refundRequestableAt) }));
  if (delivery.status === 'Accepted' && delivery.finalsExpireAt)
    notes.push(t('expires', { date: date(delivery.finalsExpireAt) }));
  const showDue = !complete && delivery.status !== 'Refunded';

  return (
    <DeliveryStatusPanel
      title={t('title')}
      steps={steps.map((step) => ({ id: step.id, label: t(step.labelKey) }))}
      currentStep={current}
      complete={complete}
      statusText={t(`status.${party}.${statusKey}`, { count: delivery.pickCount })}
      dueAt={showDue ? delivery.dueAt : null}
      late={late}
      timeZone={FALLBACK_TIMEZONE}
      locale={locale}
      labels={{
        steps: t('steps.label'),
        done: t('steps.done'),
        current: t('steps.current'),
        due: t('due'),
        late: t('late'),
      }}
      action={
        <>
          {notes.map((note) => (
            <Text key={note} variant="muted" className="basis-full">
              {note}
            </Text>
          ))}
          {place === 'booking' ? <GalleryLink delivery={delivery} offers={offers} /> : null}
          {extraAction}
          <AnswerButtons delivery={delivery} offers={offers} now={now} />
        </>
      }
    />
  );
}

/** The booking page's way to the gallery, named after what the viewer does there. */
function GalleryLink({
  delivery,
  offers,
}: {
  delivery: Delivery;
  offers: ReturnType<typeof deliveryOffers>;
}) {
  const { t } = useTranslation('delivery');
  const label =
    'UPLOAD_PROOFS' in offers
      ? t('actions.uploadProofs')
      : 'DELIVER_FINALS' in offers
        ? t('actions.uploadFinals')
        : 'SUBMIT_PICKS' in offers
          ? t('actions.pick')
          : delivery.party === 'customer' && delivery.finalsDeliveredAt
            ? t('actions.viewPhotos')
            : delivery.status === 'Refunded'
              ? null
              : t('actions.openGallery');
  if (!label) return null;
  return (
    <Button asChild size="sm">
      <Link to={galleryPath(delivery.appointmentId)}>{label}</Link>
    </Button>
  );
}

/** The customer's answers the rules allow now: accept, ask for a revision, ask for a refund. */
function AnswerButtons({
  delivery,
  offers,
  now,
}: {
  delivery: Delivery;
  offers: ReturnType<typeof deliveryOffers>;
  now: string;
}) {
  const { t } = useTranslation('delivery');
  const send = useDeliveryEvent();
  const change = useDeliveryChange();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const id = delivery.appointmentId;
  const run = (type: SentDeliveryEvent, extra?: { note: string }) =>
    change(() => send.mutateAsync({ appointmentId: id, type, ...extra }), t(`done.${type}`));
  // The note decides a revision: the rules judge what is typed (blank → note_required).
  const revisionAllowed = deliveryOffers(delivery, now, note).REQUEST_REVISION === null;
  return (
    <>
      {offers.ACCEPT === null ? (
        <ConfirmDialog
          title={t('acceptDialog.title')}
          description={t('acceptDialog.description', { name: delivery.photographer.name })}
          confirmLabel={t('acceptDialog.confirm')}
          cancelLabel={t('acceptDialog.keep')}
          onConfirm={() => run('ACCEPT')}
          trigger={<Button size="sm">{t('actions.ACCEPT')}</Button>}
        />
      ) : null}
      {offers.REQUEST_REVISION === null ? (
        <ConfirmDialog
          title={t('revisionDialog.title')}
          description={t('revisionDialog.description', { count: delivery.revisionsLeft })}
          confirmLabel={t('revisionDialog.confirm')}
          cancelLabel={t('revisionDialog.keep')}
          onOpenChange={(open) => {
            if (!open) return;
            setNote('');
            setTried(false);
          }}
          onConfirm={() => {
            setTried(true);
            // Rejecting keeps the dialog open, with the field's message.
            return revisionAllowed
              ? run('REQUEST_REVISION', { note: note.trim() })
              : Promise.reject(new Error('note_required'));
          }}
          trigger={
            <Button size="sm" variant="outline">
              {t('actions.REQUEST_REVISION')}
            </Button>
          }
        >
          <Field
            label={t('revisionDialog.note')}
            required
            error={
              tried && !revisionAllowed ? t('apiErrors:reasons.delivery_note_required') : undefined
            }
          >
            <Textarea value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
          </Field>
        </ConfirmDialog>
      ) : null}
      {offers.REQUEST_REFUND === null ? (
        <ConfirmDialog
          tone="destructive"
          title={t('refundDialog.title')}
          description={t('refundDialog.description')}
          confirmLabel={t('refundDialog.confirm')}
          cancelLabel={t('refundDialog.keep')}
          onConfirm={() => run('REQUEST_REFUND')}
          trigger={
            <Button size="sm" variant="outline">
              {t('actions.REQUEST_REFUND')}
            </Button>
          }
        />
      ) : null}
    </>
  );
}
