import {
  Button,
  EmptyState,
  FinalGallery,
  formatSatang,
  LoadingState,
  PhotoProofGrid,
  Text,
  type PhotoImage,
} from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formattingLocale } from '@shootbook/machines';
import { useSearchParams } from 'react-router-dom';
import { QueryError } from '../../app/QueryStates';
import type { Delivery, DeliveryFile } from './delivery-view';
import { deliveryOffers, extrasCheckoutOf } from './delivery-view';
import { useDeliveryChange } from './errors';
import {
  archiveLink,
  deliveryFilesQuery,
  useDeliveryEvent,
  useCopyToPortfolio,
  useExtraPhotosCheckout,
  useFileChoice,
  type DeliveryFileKind,
} from './queries';

/** A delivery file's reduced preview as a ui photo (no srcset: the API serves one preview). */
function previewOf(file: DeliveryFile): PhotoImage {
  return {
    src: file.previewUrl,
    sources: [],
    width: file.width,
    height: file.height,
    placeholder: null,
  };
}

/** Reads one kind of files and renders `children` with them, or the loading, error or empty state. */
function FilesOf({
  delivery,
  kind,
  children,
}: {
  delivery: Delivery;
  kind: DeliveryFileKind;
  children: (files: DeliveryFile[]) => ReactNode;
}) {
  const { t } = useTranslation('delivery');
  const files = useQuery(deliveryFilesQuery(delivery.appointmentId, kind));
  if (files.isPending) return <LoadingState variant="cards" count={4} label={t('loading')} />;
  if (files.isError)
    return (
      <QueryError
        title={t('gallery.filesError')}
        error={files.error}
        onRetry={() => void files.refetch()}
      />
    );
  if (files.data.files.length === 0) {
    const proof = kind === 'proof';
    return (
      <EmptyState
        headingLevel="h3"
        title={t(proof ? 'gallery.noProofs' : 'gallery.noFinals')}
        description={t(proof ? 'gallery.noProofsHint' : 'gallery.noFinalsHint')}
      />
    );
  }
  return children(files.data.files);
}

/**
 * The proofs of a delivery: the customer picks favourites while it is `ProofsReady` (each toggle
 * saved at once), sees "N of M picked", and submits the picks. When the rules refuse the picks
 * until extra photos are paid (`extra_photos_unpaid`), the section shows the add-on the rules
 * compute (`extrasCheckoutOf`: "N extra photos × price = total") and Pay, which sends the browser
 * to the add-on's checkout (card or PromptPay, as the booking's; it returns to this page, where
 * Pay waits while the provider confirms), or why no checkout can start (e.g. the photographer sells no extra photos). Afterwards, and for
 * the photographer, the grid shows the picks read-only.
 */
export function ProofsSection({ delivery, now }: { delivery: Delivery; now: string }) {
  const { t, i18n } = useTranslation('delivery');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const choose = useFileChoice();
  const send = useDeliveryEvent();
  const checkout = useExtraPhotosCheckout();
  const change = useDeliveryChange();
  // One idempotency key per visit: a retried checkout returns the same one.
  const [checkoutKey] = useState(() => crypto.randomUUID());
  const offer = deliveryOffers(delivery, now).SUBMIT_PICKS;
  const picking = offer !== undefined;
  const price = formatSatang(delivery.extraPhotoPrice, locale);
  const extras = offer === 'extra_photos_unpaid' ? extrasCheckoutOf(delivery, now) : null;
  const paid = delivery.extraPhotos?.status === 'Paid' ? delivery.extraPhotos.photos : 0;
  // Back from paying (`?extras=paid`) while the provider confirms: no second Pay (ExtrasReturn says why).
  const [params] = useSearchParams();
  const confirming = params.get('extras') === 'paid' && delivery.extraPhotos?.status === 'Wait';
  const id = delivery.appointmentId;

  return (
    <FilesOf delivery={delivery} kind="proof">
      {(files) => (
        <>
          {picking && delivery.extraPhotoPrice > 0 ? (
            <Text variant="muted">
              {paid > 0
                ? t('gallery.extrasPaid', { count: paid, limit: delivery.includedPhotos + paid })
                : t('gallery.extrasNote', { included: delivery.includedPhotos, price })}
            </Text>
          ) : null}
          {extras ? (
            <Text role="status">
              {extras.ok
                ? t('gallery.extrasTotal', {
                    count: extras.charge.extraPhotos,
                    price,
                    total: formatSatang(extras.charge.amount, locale),
                  })
                : t(`reasons.delivery_${extras.reason}`, { ns: 'apiErrors' })}
            </Text>
          ) : null}
          <PhotoProofGrid
            proofs={files.map((file) => ({
              id: file.id,
              name: file.originalName,
              photo: previewOf(file),
              picked: file.picked,
            }))}
            included={delivery.includedPhotos}
            counter={t('gallery.picked', {
              count: files.filter((file) => file.picked).length,
              total: delivery.includedPhotos,
            })}
            labels={{
              grid: t('gallery.proofs'),
              favourite: (name) => t('gallery.favourite', { name }),
              extra: t('gallery.extra', { price }),
            }}
            {...(picking
              ? {
                  onPick: (fileId: string, on: boolean) =>
                    void change(() =>
                      choose.mutateAsync({ appointmentId: id, fileId, choice: 'pick', on }),
                    ).catch(() => undefined),
                }
              : {})}
            action={
              confirming ? undefined : extras?.ok ? (
                <Button
                  size="sm"
                  loading={checkout.isPending}
                  onClick={() =>
                    void change(() =>
                      checkout.mutateAsync({
                        appointmentId: id,
                        // Other picks, another checkout: the key names the photos it pays for.
                        key: `${checkoutKey}-${extras.charge.extraPhotos}`,
                      }),
                    )
                      .then((answer) => window.location.assign(answer.checkoutUrl))
                      .catch(() => undefined)
                  }
                >
                  {t('actions.payExtras', {
                    count: extras.charge.extraPhotos,
                    amount: formatSatang(extras.charge.amount, locale),
                  })}
                </Button>
              ) : picking ? (
                <Button
                  size="sm"
                  disabled={offer !== null || choose.isPending}
                  loading={send.isPending}
                  onClick={() =>
                    void change(
                      () => send.mutateAsync({ appointmentId: id, type: 'SUBMIT_PICKS' }),
                      t('done.SUBMIT_PICKS'),
                    ).catch(() => undefined)
                  }
                >
                  {t('actions.SUBMIT_PICKS')}
                </Button>
              ) : undefined
            }
          />
        </>
      )}
    </FilesOf>
  );
}

/**
 * The finals of a delivery: open one large, download one, or all as one ZIP (a signed link made
 * when asked); the customer decides per photo whether it may show in the photographer's portfolio.
 */
export function FinalsSection({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('delivery');
  const choose = useFileChoice();
  const change = useDeliveryChange();
  const id = delivery.appointmentId;
  const customer = delivery.party === 'customer';
  return (
    <FilesOf delivery={delivery} kind="final">
      {(files) => (
        <>
          <FinalGallery
            photos={files.map((file) => ({
              ...previewOf(file),
              id: file.id,
              alt: file.originalName,
              name: file.originalName,
              downloadHref: file.downloadUrl ?? file.previewUrl,
              portfolio: file.portfolioAllowed,
            }))}
            labels={{
              gallery: t('gallery.finals'),
              open: (index, total, name) => t('gallery.open', { index, total, name }),
              counter: (index, total) => t('gallery.counter', { index, total }),
              previous: t('gallery.previous'),
              next: t('gallery.next'),
              close: t('gallery.close'),
              processing: t('gallery.processing'),
              download: (name) => t('gallery.download', { name }),
              downloadAll: t('gallery.downloadAll'),
              portfolio: (name) => t('gallery.portfolio', { name }),
              portfolioShort: t('gallery.portfolioShort'),
            }}
            {...(delivery.finalsDeliveredAt
              ? {
                  onDownloadAll: () =>
                    change(() => archiveLink(id)).then((url) => window.location.assign(url)),
                }
              : {})}
            {...(customer
              ? {
                  onPortfolioChange: (fileId: string, on: boolean) =>
                    void change(() =>
                      choose.mutateAsync({ appointmentId: id, fileId, choice: 'portfolio', on }),
                    ).catch(() => undefined),
                }
              : {})}
          />
          {!customer && delivery.finalsDeliveredAt ? (
            <PortfolioCopies appointmentId={id} files={files} />
          ) : null}
        </>
      )}
    </FilesOf>
  );
}

/**
 * The photographer's finals the customer allowed in their portfolio, each with "Copy to
 * portfolio" (packages/machines `portfolioCopyRefusal`: a delivered, allowed final; the API
 * decides, this list only offers). A copy is idempotent, announced by a toast; a refusal is
 * toasted in the reader's language (`apiErrors:reasons.portfolio_*`). Source: docs/product.md §11.
 */
export function PortfolioCopies({
  appointmentId,
  files,
}: {
  appointmentId: string;
  files: readonly DeliveryFile[];
}) {
  const { t } = useTranslation('delivery');
  const copy = useCopyToPortfolio();
  const change = useDeliveryChange();
  const allowed = files.filter((file) => file.portfolioAllowed);
  return (
    <section aria-labelledby="portfolio-copies" className="mt-4 flex flex-col gap-2">
      <h3 id="portfolio-copies" className="text-base font-semibold">
        {t('portfolioCopy.copyTitle')}
      </h3>
      {allowed.length === 0 ? (
        <Text variant="muted">{t('portfolioCopy.noneAllowed')}</Text>
      ) : (
        <>
          <Text variant="muted">{t('portfolioCopy.copyHint')}</Text>
          <ul className="flex flex-col gap-2">
            {allowed.map((file) => (
              <li key={file.id} className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate">{file.originalName}</span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('portfolioCopy.copyNamed', { name: file.originalName })}
                  loading={copy.isPending && copy.variables?.fileId === file.id}
                  onClick={() =>
                    void change(
                      () => copy.mutateAsync({ appointmentId, fileId: file.id }),
                      t('portfolioCopy.copied', { name: file.originalName }),
                    ).catch(() => undefined)
                  }
                >
                  {t('portfolioCopy.copy')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
