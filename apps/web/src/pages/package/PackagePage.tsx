import {
  Badge,
  Button,
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  EmptyState,
  Money,
  PageHeader,
  Section,
  Stack,
  Text,
} from '@shootbook/ui';
import { ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { useRegistrationRequirement } from '../../auth/useRegistrationRequirement';
import { CancellationPolicyNote } from '../../features/catalogue/CancellationPolicy';
import { useCategoryLabel } from '../../features/catalogue/categories';
import { usePlaceName } from '../../features/catalogue/provinces';
import { usePackage } from '../../features/catalogue/queries';
import { GalleryPageSkeleton, QueryError } from '../../app/QueryStates';
import { SubpackageComparison } from '../../features/catalogue/SubpackageComparison';
import { SubpackageList } from '../../features/catalogue/SubpackageList';
import { Gallery } from '../../features/photos/Gallery';
import { AskQuestionButton } from '../../features/threads/AskQuestionButton';
import { BookingModeNotice } from '../../features/booking/BookingModeNotice';

/**
 * `/package/{id}` (docs/product.md §2 "One package"): `GET /package/{id}` with its photographer, gallery
 * (photo grid and lightbox, docs/decisions/0010) and sub-packages. Customers book a sub-package; the owner edits the package, adds and edits
 * sub-packages. Price range = cheapest to dearest active sub-package (docs/product.md §3.2); the
 * package's cancellation policy in words (§12). Above the sub-packages it says which booking this
 * package takes: instant, or a request (docs/decisions/0029-instant-booking.md).
 */
export function Component() {
  const { t, i18n } = useTranslation('package');
  const { id = '' } = useParams();
  const { profile } = useSession();
  const categoryLabel = useCategoryLabel();
  const placeName = usePlaceName();
  const query = usePackage(id);
  const canBook = useRegistrationRequirement('book').ok;

  if (query.isPending) return <GalleryPageSkeleton label={t('detail.loading')} />;
  if (query.isError)
    return (
      <QueryError
        error={query.error}
        title={t('detail.error')}
        onRetry={() => void query.refetch()}
      />
    );

  const pkg = query.data;
  const isOwner = profile?.id === pkg.photographerId;
  const photographerName = pkg.photographer?.name ?? t('detail.photographer');
  const visibleSubpackages = isOwner ? pkg.subpackages : pkg.subpackages.filter((s) => s.active);
  // Uploaded photos open the page (docs/decisions/0010); a pasted cover address shows without them.
  const photos = pkg.photos ?? [];
  const pastedCover = photos.length === 0 ? pkg.coverImageUrl : null;
  const showPastedCover = Boolean(pastedCover);

  return (
    <Stack gap={8} asChild>
      <article>
        <PageHeader
          title={pkg.title}
          description={
            <>
              {t('detail.by')}{' '}
              <Link
                to={`/profile/${pkg.photographerId}`}
                className="font-medium text-foreground underline-offset-4 hover:underline"
              >
                {photographerName}
              </Link>
            </>
          }
          actions={
            isOwner ? (
              <>
                <Button asChild variant="outline">
                  <Link to={`/package/edit/${pkg.id}`}>{t('detail.editPackage')}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={`/package/${pkg.id}/schedule`}>{t('detail.packageSchedule')}</Link>
                </Button>
                <Button asChild>
                  <Link to={`/package/${pkg.id}/subpackage/create`}>
                    {t('detail.addSubpackage')}
                  </Link>
                </Button>
              </>
            ) : profile ? (
              <AskQuestionButton photographerId={pkg.photographerId} packageId={pkg.id} />
            ) : undefined
          }
        />

        {photos.length > 0 ? (
          <Gallery
            photos={photos}
            context={{ photographer: photographerName, title: pkg.title, category: pkg.category }}
          />
        ) : null}

        <div className={showPastedCover ? 'grid gap-6 md:grid-cols-[3fr_2fr]' : 'grid gap-6'}>
          {pastedCover ? (
            <div className="aspect-[4/3] overflow-hidden rounded-xl bg-muted">
              <img src={pastedCover} alt="" className="size-full object-cover" />
            </div>
          ) : null}
          {/* The link stays outside the list: a <dl> may only hold term and description groups. */}
          <div className="grid content-start gap-4">
            <DescriptionList columns={showPastedCover ? 1 : 3}>
              <DescriptionItem>
                <DescriptionTerm>{t('detail.category')}</DescriptionTerm>
                <DescriptionDetails>
                  <Stack direction="row" gap={2} asChild>
                    <span>
                      <Badge variant="secondary">{categoryLabel(pkg.category)}</Badge>
                      {!pkg.active ? <Badge variant="outline">{t('detail.inactive')}</Badge> : null}
                    </span>
                  </Stack>
                </DescriptionDetails>
              </DescriptionItem>
              <DescriptionItem>
                <DescriptionTerm>{t('detail.location')}</DescriptionTerm>
                <DescriptionDetails>{placeName(pkg.location, pkg.province)}</DescriptionDetails>
              </DescriptionItem>
              <DescriptionItem>
                <DescriptionTerm>{t('detail.price')}</DescriptionTerm>
                <DescriptionDetails emphasis={pkg.minPrice == null ? 'none' : 'strong'}>
                  {pkg.minPrice == null ? (
                    <Text variant="muted" asChild>
                      <span>{t('detail.noPrice')}</span>
                    </Text>
                  ) : pkg.maxPrice == null || pkg.maxPrice === pkg.minPrice ? (
                    <Money satang={pkg.minPrice} locale={i18n.language} />
                  ) : (
                    <>
                      <Money satang={pkg.minPrice} locale={i18n.language} /> –{' '}
                      <Money satang={pkg.maxPrice} locale={i18n.language} />
                    </>
                  )}
                </DescriptionDetails>
              </DescriptionItem>
            </DescriptionList>
            {/* What a cancellation of a booking made now would refund (docs/product.md §12). */}
            <CancellationPolicyNote policy={pkg.cancellationPolicy} />
            <div>
              <Button asChild variant="link" size="inline">
                <Link to={`/package/${pkg.id}/allpackage`}>{t('detail.moreFromPhotographer')}</Link>
              </Button>
            </div>
          </div>
        </div>

        {pkg.description ? (
          <Section title={t('detail.about')} headingId="package-about" className="gap-2">
            <Text preLine>{pkg.description}</Text>
          </Section>
        ) : null}

        <Section title={t('detail.subpackages')} headingId="package-subpackages">
          {visibleSubpackages.length === 0 ? (
            <EmptyState
              icon={<ListPlus />}
              headingLevel="h3"
              title={t('detail.noSubpackagesTitle')}
              description={isOwner ? t('detail.noSubpackagesOwner') : t('detail.noSubpackages')}
              action={
                isOwner ? (
                  <Button asChild>
                    <Link to={`/package/${pkg.id}/subpackage/create`}>
                      {t('detail.addSubpackage')}
                    </Link>
                  </Button>
                ) : (
                  <Button asChild variant="outline">
                    <Link to={`/package/${pkg.id}/allpackage`}>
                      {t('detail.moreFromPhotographer')}
                    </Link>
                  </Button>
                )
              }
            />
          ) : (
            <>
              <BookingModeNotice
                instantBooking={pkg.instantBooking}
                photographerName={photographerName}
              />
              <SubpackageList
                packageId={pkg.id}
                subpackages={pkg.subpackages}
                canBook={canBook}
                isOwner={isOwner}
              />
            </>
          )}
        </Section>

        <SubpackageComparison subpackages={pkg.subpackages.filter((s) => s.active)} />
      </article>
    </Stack>
  );
}
