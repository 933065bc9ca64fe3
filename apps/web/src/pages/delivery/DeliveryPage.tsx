import { changeableFileKind } from '@shootbook/machines';
import { Button, EmptyState, LoadingState, PageHeader, Stack } from '@shootbook/ui';
import { unwrap } from '@shootbook/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../app/api';
import { saveFile } from '../../app/download';
import { QueryError } from '../../app/QueryStates';
import { useNow } from '../../features/appointments/useNow';
import { FinalsSection, ProofsSection } from '../../features/delivery/DeliveryFiles';
import { DeliveryPanel } from '../../features/delivery/DeliveryPanel';
import { DeliveryUploads } from '../../features/delivery/DeliveryUploads';
import { ExtrasReturn } from '../../features/delivery/ExtrasReturn';
import { deliveryOffers, galleryKinds, type Delivery } from '../../features/delivery/delivery-view';
import { useDeliveryChange } from '../../features/delivery/errors';
import { deliveryQuery, useDeliveryEvent } from '../../features/delivery/queries';

/**
 * `/appointment/{id}/delivery` — the gallery of a booking's delivery (docs/product.md §11), for
 * either party: the delivery's state and next steps; for the photographer the resumable uploader
 * of what is owed now (proofs or finals), "Send proofs" / "Deliver the photos" once the rules
 * allow, and the customer's picks as a file-name list; for the customer the proofs to pick from
 * with the "N of M picked" counter and the submit (extra photos paid first, through their own
 * checkout, which returns here: `ExtrasReturn`), then the finals to download (one, or all as a
 * ZIP), accept or send back with a note. On a phone first.
 */
export function Component() {
  const { t } = useTranslation('delivery');
  const { id = '' } = useParams();
  const delivery = useQuery(deliveryQuery(id));
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('gallery.title')}
        description={
          delivery.data
            ? `${delivery.data.packageTitle} · ${delivery.data.subpackageTitle}`
            : undefined
        }
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to={`/appointment/${id}`}>{t('gallery.back')}</Link>
          </Button>
        }
      />
      <ExtrasReturn appointmentId={id} />
      {delivery.isPending ? (
        <LoadingState variant="gallery" label={t('loading')} />
      ) : delivery.isError ? (
        <QueryError
          title={t('loadError')}
          error={delivery.error}
          onRetry={() => void delivery.refetch()}
        />
      ) : delivery.data ? (
        <DeliveryGallery delivery={delivery.data} />
      ) : (
        <EmptyState title={t('gallery.noDelivery')} description={t('gallery.noDeliveryHint')} />
      )}
    </Stack>
  );
}

function DeliveryGallery({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('delivery');
  const now = useNow(60_000, delivery.updatedAt);
  const offers = deliveryOffers(delivery, now);
  const kinds = galleryKinds(delivery);
  // The kind of file the photographer may add and remove now (packages/machines).
  const upload = delivery.party === 'photographer' ? changeableFileKind(delivery) : null;
  return (
    <>
      <DeliveryPanel
        delivery={delivery}
        place="gallery"
        extraAction={<PhotographerSteps delivery={delivery} offers={offers} />}
      />
      {upload ? (
        <DeliveryUploads key={upload} appointmentId={delivery.appointmentId} kind={upload} />
      ) : null}
      {kinds.proofs ? (
        <div className="grid gap-3">
          <h2 className="text-lg font-semibold">{t('gallery.proofs')}</h2>
          <ProofsSection delivery={delivery} now={now} />
        </div>
      ) : null}
      {kinds.finals ? (
        <div className="grid gap-3">
          <h2 className="text-lg font-semibold">{t('gallery.finals')}</h2>
          <FinalsSection delivery={delivery} />
        </div>
      ) : null}
    </>
  );
}

/** The photographer's hand-overs the rules offer: send the proofs, deliver the finals; and the picks' file names. */
function PhotographerSteps({
  delivery,
  offers,
}: {
  delivery: Delivery;
  offers: ReturnType<typeof deliveryOffers>;
}) {
  const { t } = useTranslation('delivery');
  const send = useDeliveryEvent();
  const change = useDeliveryChange();
  const id = delivery.appointmentId;
  const handOver = (['UPLOAD_PROOFS', 'DELIVER_FINALS'] as const).filter((type) => type in offers);
  return (
    <>
      {handOver.map((type) => (
        <Button
          key={type}
          size="sm"
          disabled={offers[type] !== null}
          loading={send.isPending}
          onClick={() =>
            void change(
              () => send.mutateAsync({ appointmentId: id, type }),
              t(`done.${type}`),
            ).catch(() => undefined)
          }
        >
          {t(`actions.${type}`)}
        </Button>
      ))}
      {delivery.party === 'photographer' && delivery.offersProofs && delivery.pickCount > 0 ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => void change(() => downloadPicks(id)).catch(() => undefined)}
        >
          {t('actions.exportPicks')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * `GET /appointment/{id}/delivery/picks.txt` → the picked proofs' original file names, one a
 * line, saved as `picks-{id}.txt` (for a Lightroom or Capture One filter).
 */
async function downloadPicks(id: string): Promise<void> {
  const text = await unwrap(
    api.GET('/appointment/{id}/delivery/picks.txt', {
      params: { path: { id } },
      parseAs: 'text',
    }),
  );
  saveFile(new Blob([text ?? ''], { type: 'text/plain' }), `picks-${id}.txt`);
}
