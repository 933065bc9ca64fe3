import { Avatar, Badge, Button, EmptyState, RatingStars } from '@shootbook/ui';
import { MapPin, MessageSquare, Package as PackageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { useCategoryLabel } from '../../features/catalogue/categories';
import { PackageGrid } from '../../features/catalogue/PackageGrid';
import { usePackages } from '../../features/catalogue/queries';
import { CardGridSkeleton, DetailSkeleton, QueryError } from '../../app/QueryStates';
import { usePublicProfile, type PublicProfile } from '../../features/profiles/queries';
import { useRatings, useReviewableAppointments } from '../../features/reviews/queries';
import { ReviewList } from '../../features/reviews/ReviewList';

/** How many of the newest reviews the profile shows before "All reviews". */
const LATEST_REVIEWS = 3;

/**
 * `/profile/{id}` (SPEC.md §2 "Another user's profile"): a photographer's public profile
 * (`GET /user/profile/{id}`), their active packages (`GET /package?photographerId=`) linking to
 * `/package/{pid}`, the latest reviews (`GET /user/{id}/rating`) and, for a customer with a
 * Completed and unreviewed appointment with them, "Write a review".
 */
export function Component() {
  const { t } = useTranslation('profile');
  const { id = '' } = useParams();
  const query = usePublicProfile(id);

  if (query.isPending) return <DetailSkeleton label={t('public.loading')} />;
  if (query.isError) return <QueryError error={query.error} title={t('public.error')} onRetry={() => void query.refetch()} />;
  return <PublicProfileView profile={query.data} />;
}

function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('profile');
  const categoryLabel = useCategoryLabel();
  const session = useSession();
  const isPhotographer = profile.role === 'Photographer';
  const isCustomer = session.profile?.role === 'Customer';
  const reviewable = useReviewableAppointments(profile.id, session.profile?.id, isCustomer && isPhotographer);

  return (
    <div className="grid gap-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={profile.name} src={profile.avatarUrl} size="lg" />
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{profile.name}</h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            {profile.province ? (
              <span className="flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {profile.province}
              </span>
            ) : null}
            {profile.ratingAverage != null ? (
              <span className="flex items-center gap-2">
                <RatingStars value={profile.ratingAverage} label={t('public.rating', { average: profile.ratingAverage.toFixed(1) })} />
                <span>{t('public.reviewCount', { count: profile.ratingCount })}</span>
              </span>
            ) : isPhotographer ? (
              <span>{t('public.noRating')}</span>
            ) : null}
          </div>
          {profile.specialties.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('public.specialties')}>
              {profile.specialties.map((c) => (
                <li key={c}>
                  <Badge variant="secondary">{categoryLabel(c)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {reviewable.data && reviewable.data.length > 0 ? (
          <div className="sm:ml-auto">
            <Button asChild>
              <Link to={`/profile/${profile.id}/createreview`}>{t('public.writeReview')}</Link>
            </Button>
          </div>
        ) : null}
      </header>

      {profile.bio ? (
        <section aria-labelledby="profile-about" className="grid gap-2">
          <h2 id="profile-about" className="text-xl font-semibold">
            {t('public.about')}
          </h2>
          <p className="whitespace-pre-line">{profile.bio}</p>
        </section>
      ) : null}

      {isPhotographer ? <PhotographerPackages photographerId={profile.id} /> : null}
      {isPhotographer ? <LatestReviews userId={profile.id} /> : null}
    </div>
  );
}

function PhotographerPackages({ photographerId }: { photographerId: string }) {
  const { t } = useTranslation('profile');
  const packages = usePackages({ photographerId });
  return (
    <section aria-labelledby="profile-packages" className="grid gap-4">
      <h2 id="profile-packages" className="text-xl font-semibold">
        {t('public.packages')}
      </h2>
      {packages.isPending ? (
        <CardGridSkeleton label={t('public.packagesLoading')} count={3} />
      ) : packages.isError ? (
        <QueryError error={packages.error} title={t('public.packagesError')} onRetry={() => void packages.refetch()} />
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
    </section>
  );
}

function LatestReviews({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { profile } = useSession();
  const ratings = useRatings(userId);
  return (
    <section aria-labelledby="profile-reviews" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="profile-reviews" className="text-xl font-semibold">
          {t('public.reviews')}
        </h2>
        <Button asChild variant="link">
          <Link to={`/profile/${userId}/allreview`}>{t('public.allReviews')}</Link>
        </Button>
      </div>
      {ratings.isPending ? (
        <DetailSkeleton label={t('public.reviewsLoading')} />
      ) : ratings.isError ? (
        <QueryError error={ratings.error} title={t('public.reviewsError')} onRetry={() => void ratings.refetch()} />
      ) : ratings.data.ratings.length === 0 ? (
        <EmptyState icon={<MessageSquare />} headingLevel="h3" title={t('public.noReviewsTitle')} description={t('public.noReviews')} />
      ) : (
        <ReviewList userId={userId} ratings={ratings.data.ratings.slice(0, LATEST_REVIEWS)} currentUserId={profile?.id} />
      )}
    </section>
  );
}
