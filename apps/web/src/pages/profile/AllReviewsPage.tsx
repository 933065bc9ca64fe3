import { Button, EmptyState, PageHeader, RatingStars, Stack } from '@shootbook/ui';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { useRegistrationRequirement } from '../../auth/useRegistrationRequirement';
import { DetailSkeleton, QueryError } from '../../app/QueryStates';
import { usePublicProfile } from '../../features/profiles/queries';
import { useRatings, useReviewableAppointments } from '../../features/reviews/queries';
import { ReviewList } from '../../features/reviews/ReviewList';

/**
 * `/profile/{id}/allreview` (docs/product.md §2 "All reviews of a user"): `GET /user/{id}/rating` with
 * the average; reviewers edit or delete their own reviews.
 */
export function Component() {
  const { t } = useTranslation('reviews');
  const { id = '' } = useParams();
  const session = useSession();
  const person = usePublicProfile(id);
  const ratings = useRatings(id);
  const mayReview = useRegistrationRequirement('review').ok;
  const reviewable = useReviewableAppointments(id, session.profile?.id, mayReview);
  const name = person.data?.name;

  return (
    <>
      <PageHeader
        title={name ? t('all.titleNamed', { name }) : t('all.title')}
        description={
          ratings.data ? (
            ratings.data.average != null ? (
              <Stack direction="row" gap={2} asChild>
                <span>
                  <RatingStars
                    value={ratings.data.average}
                    label={t('all.average', { average: ratings.data.average.toFixed(1) })}
                  />
                  <span>
                    {t('all.summary', {
                      average: ratings.data.average.toFixed(1),
                      count: ratings.data.total,
                    })}
                  </span>
                </span>
              </Stack>
            ) : (
              t('all.noAverage')
            )
          ) : undefined
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/profile/${id}`}>{t('all.backToProfile')}</Link>
            </Button>
            {reviewable.data && reviewable.data.length > 0 ? (
              <Button asChild>
                <Link to={`/profile/${id}/createreview`}>{t('all.write')}</Link>
              </Button>
            ) : null}
          </>
        }
      />
      <section aria-live="polite" aria-label={t('all.listLabel')}>
        {ratings.isPending ? (
          <DetailSkeleton label={t('all.loading')} />
        ) : ratings.isError ? (
          <QueryError
            error={ratings.error}
            title={t('all.error')}
            onRetry={() => void ratings.refetch()}
          />
        ) : ratings.data.ratings.length === 0 ? (
          <EmptyState
            icon={<MessageSquare />}
            title={t('all.emptyTitle')}
            description={t('all.emptyDescription')}
            action={
              <Button asChild variant="outline">
                <Link to={`/profile/${id}`}>{t('all.backToProfile')}</Link>
              </Button>
            }
          />
        ) : (
          <ReviewList
            userId={id}
            ratings={ratings.data.ratings}
            currentUserId={session.profile?.id}
            headingLevel="h2"
          />
        )}
      </section>
    </>
  );
}
