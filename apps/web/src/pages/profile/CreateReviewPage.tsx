import { Button, EmptyState, PageHeader } from '@shootbook/ui';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { useRegistrationRequirement } from '../../auth/useRegistrationRequirement';
import { DetailSkeleton, QueryError } from '../../app/QueryStates';
import { usePublicProfile } from '../../features/profiles/queries';
import { useCreateRating, useReviewableAppointments } from '../../features/reviews/queries';
import { ReviewForm } from '../../features/reviews/ReviewForm';
import { useSave } from '../../app/save';

/**
 * `/profile/{id}/createreview` (docs/product.md §2 "Write a review"): a customer reviews photographer
 * `id` for one of their Completed, unreviewed appointments (the API requires its `appointmentId`;
 * with several, the customer picks one) → `POST /user/{id}/rating` → `/profile/{id}/allreview`.
 */
export function Component() {
  const { t } = useTranslation('reviews');
  const { id = '' } = useParams();
  const save = useSave();
  const session = useSession();
  const photographer = usePublicProfile(id);
  const mayReview = useRegistrationRequirement('review').ok;
  const reviewable = useReviewableAppointments(id, session.profile?.id, mayReview);
  const create = useCreateRating(id);
  const name = photographer.data?.name;

  return (
    <>
      <PageHeader
        title={name ? t('create.titleNamed', { name }) : t('create.title')}
        description={t('create.description')}
      />
      {!mayReview ? (
        <EmptyState
          icon={<CalendarCheck />}
          title={t('create.customersOnlyTitle')}
          description={t('create.customersOnly')}
          action={
            <Button asChild variant="outline">
              <Link to={`/profile/${id}/allreview`}>{t('create.seeReviews')}</Link>
            </Button>
          }
        />
      ) : reviewable.isPending ? (
        <DetailSkeleton label={t('create.loading')} />
      ) : reviewable.isError ? (
        <QueryError
          error={reviewable.error}
          title={t('create.error')}
          onRetry={() => void reviewable.refetch()}
        />
      ) : reviewable.data.length === 0 ? (
        <EmptyState
          icon={<CalendarCheck />}
          title={t('create.nothingTitle')}
          description={t('create.nothing')}
          action={
            <Button asChild variant="outline">
              <Link to="/appointment/list">{t('create.myAppointments')}</Link>
            </Button>
          }
        />
      ) : (
        <ReviewForm
          appointments={reviewable.data}
          submitLabel={t('create.submit')}
          onSubmit={({ appointmentId, score, comment }) =>
            save(
              () => create.mutateAsync({ appointmentId, score, comment }),
              t('create.success'),
              `/profile/${id}/allreview`,
            )
          }
        />
      )}
    </>
  );
}
