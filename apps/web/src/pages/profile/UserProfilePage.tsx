import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  Heading,
  RatingStars,
  Section,
  Stack,
  Text,
} from '@shootbook/ui';
import { formattingLocale, numberFormat } from '@shootbook/machines';
import { MapPin, MessageSquare, Package as PackageIcon } from 'lucide-react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { useRegistrationRequirement } from '../../auth/useRegistrationRequirement';
import { useCategoryLabel } from '../../features/catalogue/categories';
import { useProvinceName } from '../../features/catalogue/provinces';
import { PackageGrid } from '../../features/catalogue/PackageGrid';
import { usePackages, useSubpackages } from '../../features/catalogue/queries';
import { PriceList } from '../../features/catalogue/PriceList';
import {
  CardGridSkeleton,
  DetailSkeleton,
  ListSkeleton,
  ProfileSkeleton,
  QueryError,
} from '../../app/QueryStates';
import { usePublicProfile, type PublicProfile } from '../../features/profiles/queries';
import { useRatings, useReviewableAppointments } from '../../features/reviews/queries';
import { ReviewList } from '../../features/reviews/ReviewList';
import { Gallery } from '../../features/photos/Gallery';
import { usePhotos } from '../../features/photos/queries';
import { photographerSections } from './UserProfilePage.loader';
import { SaveButton } from '../../features/saved/SaveButton';

/** How many of the newest reviews the profile shows before "All reviews". */
const LATEST_REVIEWS = 3;

/**
 * `/profile/{id}` (docs/product.md §2 "Another user's profile"): a photographer's public profile
 * (`GET /user/profile/{id}`), their active packages (`GET /package?photographerId=`) linking to
 * `/package/{pid}`, their prices (`GET /subpackage?photographerId=`), the latest reviews (`GET /user/{id}/rating`) and, for a customer with a
 * Completed and unreviewed appointment with them, "Write a review". A photographer's cancellation
 * rate shows once the API gives one (from a few accepted bookings on, docs/product.md §12).
 */
export function Component() {
  const { t } = useTranslation('profile');
  const { id = '' } = useParams();
  const query = usePublicProfile(id);
  usePhotographerSectionsEarly(id);

  if (query.isPending) return <ProfileSkeleton label={t('public.loading')} />;
  if (query.isError)
    return (
      <QueryError
        error={query.error}
        title={t('public.error')}
        onRetry={() => void query.refetch()}
      />
    );
  return <PublicProfileView profile={query.data} />;
}

/**
 * Asks for a photographer's sections (portfolio, packages, prices, reviews) beside the profile
 * rather than after it: the portfolio's photos are often the largest paint, and waiting for the
 * profile first cost a phone a whole round trip. Prefetches only: the page does not re-render as
 * each answers; the sections read the same queries from the cache. The route's loader usually
 * asked already (UserProfilePage.loader.ts); these find the reads in flight or answered and
 * ask nothing more.
 */
function usePhotographerSectionsEarly(id: string): void {
  const [photos, packages, prices, ratings] = photographerSections(id);
  usePrefetchQuery(photos);
  usePrefetchQuery(packages);
  usePrefetchQuery(prices);
  usePrefetchQuery(ratings);
}

function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation('profile');
  const categoryLabel = useCategoryLabel();
  const provinceName = useProvinceName();
  const session = useSession();
  const isPhotographer = profile.role === 'Photographer';
  const mayReview = useRegistrationRequirement('review').ok;
  const reviewable = useReviewableAppointments(
    profile.id,
    session.profile?.id,
    mayReview && isPhotographer,
  );

  return (
    <Stack gap={10}>
      <Stack direction="row" gap={4} asChild>
        <header>
          <Avatar name={profile.name} src={profile.avatarUrl} size="lg" />
          <Stack gap={2} align="start">
            <Stack direction="row" gap={3}>
              <Heading level={1}>{profile.name}</Heading>
              {isPhotographer ? <SaveButton photographer={profile} /> : null}
            </Stack>
            <Stack direction="row" gap={3}>
              {profile.province ? (
                <Stack direction="row" gap={1} asChild>
                  <Text variant="muted" asChild>
                    <span>
                      <MapPin aria-hidden="true" size={16} />
                      {provinceName(profile.province)}
                    </span>
                  </Text>
                </Stack>
              ) : null}
              {profile.ratingAverage != null ? (
                <Stack direction="row" gap={2} asChild>
                  <span>
                    <RatingStars
                      value={profile.ratingAverage}
                      label={t('public.rating', { average: profile.ratingAverage.toFixed(1) })}
                    />
                    <Text variant="muted" asChild>
                      <span>{t('public.reviewCount', { count: profile.ratingCount })}</span>
                    </Text>
                  </span>
                </Stack>
              ) : isPhotographer ? (
                <Text variant="muted" asChild>
                  <span>{t('public.noRating')}</span>
                </Text>
              ) : null}
              {/* Shown from a few accepted bookings on (packages/machines photographerCancellationRate). */}
              {profile.cancellations ? (
                <Text variant="muted" asChild>
                  <span>
                    {t('public.cancellationRate', {
                      rate: numberFormat(formattingLocale(i18n.resolvedLanguage), {
                        style: 'percent',
                        maximumFractionDigits: 0,
                      }).format(profile.cancellations.rate),
                      canceled: profile.cancellations.canceledByPhotographer,
                      accepted: profile.cancellations.accepted,
                    })}
                  </span>
                </Text>
              ) : null}
            </Stack>
            {profile.specialties.length > 0 ? (
              <Stack direction="row" gap={2} asChild>
                <ul aria-label={t('public.specialties')}>
                  {profile.specialties.map((c) => (
                    <li key={c}>
                      <Badge variant="secondary">{categoryLabel(c)}</Badge>
                    </li>
                  ))}
                </ul>
              </Stack>
            ) : null}
          </Stack>
          {reviewable.data && reviewable.data.length > 0 ? (
            <Button asChild>
              <Link to={`/profile/${profile.id}/createreview`}>{t('public.writeReview')}</Link>
            </Button>
          ) : null}
        </header>
      </Stack>

      {profile.bio ? (
        <Section title={t('public.about')} headingId="profile-about">
          <Text preLine>{profile.bio}</Text>
        </Section>
      ) : null}

      {isPhotographer ? (
        <Portfolio photographerId={profile.id} photographer={profile.name} />
      ) : null}
      {isPhotographer ? <PhotographerPackages photographerId={profile.id} /> : null}
      {isPhotographer ? <PhotographerPrices photographerId={profile.id} /> : null}
      {isPhotographer ? <LatestReviews userId={profile.id} /> : null}
    </Stack>
  );
}

/** The photographer's portfolio (`GET /photo?photographerId=`), when they have one. */
function Portfolio({
  photographerId,
  photographer,
}: {
  photographerId: string;
  photographer: string;
}) {
  const { t } = useTranslation('photos');
  const photos = usePhotos({ photographerId });
  if (!photos.data?.photos.length) return null;
  return (
    <Section title={t('portfolio.title')} headingId="profile-portfolio">
      <Gallery photos={photos.data.photos} context={{ photographer }} />
    </Section>
  );
}

function PhotographerPackages({ photographerId }: { photographerId: string }) {
  const { t } = useTranslation('profile');
  const packages = usePackages({ photographerId });
  return (
    <Section title={t('public.packages')} headingId="profile-packages">
      {packages.isPending ? (
        // One card: a row of them on a wide screen, and on a phone no taller than one package,
        // so what follows does not jump up when fewer packages arrive than were drawn.
        <CardGridSkeleton label={t('public.packagesLoading')} count={1} />
      ) : packages.isError ? (
        <QueryError
          error={packages.error}
          title={t('public.packagesError')}
          onRetry={() => void packages.refetch()}
        />
      ) : packages.data.packages.length === 0 ? (
        <EmptyState
          icon={<PackageIcon />}
          headingLevel="h3"
          title={t('public.noPackagesTitle')}
          description={t('public.noPackages')}
          action={
            <Button asChild variant="outline">
              <Link to="/photographers">{t('public.browsePhotographers')}</Link>
            </Button>
          }
        />
      ) : (
        <PackageGrid packages={packages.data.packages} showPhotographer={false} />
      )}
    </Section>
  );
}

/**
 * "Prices": the photographer's whole offer (`GET /subpackage?photographerId=&limit=1000`) in one
 * table, cheapest first, each row linking to its package and to booking it.
 */
function PhotographerPrices({ photographerId }: { photographerId: string }) {
  const { t } = useTranslation('profile');
  const canBook = useRegistrationRequirement('book').ok;
  const packages = usePackages({ photographerId });
  const subpackages = useSubpackages({ photographerId });
  const titles = new Map((packages.data?.packages ?? []).map((p) => [p.id, p.title]));
  if (packages.isError || (packages.data && packages.data.packages.length === 0)) return null;
  return (
    <Section title={t('public.prices')} headingId="profile-prices">
      {subpackages.isPending || packages.isPending ? (
        <ListSkeleton label={t('public.pricesLoading')} rows={2} />
      ) : subpackages.isError ? (
        <QueryError
          error={subpackages.error}
          title={t('public.pricesError')}
          onRetry={() => void subpackages.refetch()}
        />
      ) : (
        <PriceList subpackages={subpackages.data} packageTitles={titles} canBook={canBook} />
      )}
    </Section>
  );
}

function LatestReviews({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { profile } = useSession();
  const ratings = useRatings(userId);
  return (
    <Section
      title={t('public.reviews')}
      headingId="profile-reviews"
      actions={
        <Button asChild variant="link">
          <Link to={`/profile/${userId}/allreview`}>{t('public.allReviews')}</Link>
        </Button>
      }
    >
      {ratings.isPending ? (
        <DetailSkeleton label={t('public.reviewsLoading')} />
      ) : ratings.isError ? (
        <QueryError
          error={ratings.error}
          title={t('public.reviewsError')}
          onRetry={() => void ratings.refetch()}
        />
      ) : ratings.data.ratings.length === 0 ? (
        <EmptyState
          icon={<MessageSquare />}
          headingLevel="h3"
          title={t('public.noReviewsTitle')}
          description={t('public.noReviews')}
        />
      ) : (
        <ReviewList
          userId={userId}
          ratings={ratings.data.ratings.slice(0, LATEST_REVIEWS)}
          currentUserId={profile?.id}
        />
      )}
    </Section>
  );
}
