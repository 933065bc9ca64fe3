import { Alert, AlertDescription, AlertTitle, Button, PageHeader } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { DetailSkeleton, QueryError } from '../../app/QueryStates';
import { useRating, useUpdateRating } from '../../features/reviews/queries';
import { ReviewForm } from '../../features/reviews/ReviewForm';
import { useSave } from '../../app/save';

/**
 * `/profile/{id}/editreview/{ratingid}` (docs/product.md §2 "Edit a review"): the reviewer changes score
 * and comment → `PUT /user/{id}/rating/{ratingId}` → `/profile/{id}/allreview`.
 */
export function Component() {
  const { t } = useTranslation('reviews');
  const { id = '', ratingid = '' } = useParams();
  const save = useSave();
  const { profile } = useSession();
  const rating = useRating(id, ratingid);
  const update = useUpdateRating(id);

  return (
    <>
      <PageHeader title={t('edit.title')} />
      {rating.isPending ? (
        <DetailSkeleton label={t('edit.loading')} />
      ) : rating.isError ? (
        <QueryError
          error={rating.error}
          title={t('edit.error')}
          onRetry={() => void rating.refetch()}
        />
      ) : rating.data.reviewerId !== profile?.id ? (
        <Alert variant="warning">
          <AlertTitle>{t('edit.notYoursTitle')}</AlertTitle>
          <AlertDescription>
            <p>{t('edit.notYours')}</p>
            <Button asChild variant="outline" size="sm">
              <Link to={`/profile/${id}/allreview`}>{t('create.seeReviews')}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <ReviewForm
          defaultValues={{
            appointmentId: rating.data.appointmentId,
            score: rating.data.score,
            comment: rating.data.comment,
          }}
          submitLabel={t('edit.submit')}
          onSubmit={({ score, comment }) =>
            save(
              () => update.mutateAsync({ ratingId: ratingid, body: { score, comment } }),
              t('edit.success'),
              `/profile/${id}/allreview`,
            )
          }
          extraActions={
            <Button asChild variant="ghost">
              <Link to={`/profile/${id}/allreview`}>{t('edit.cancel')}</Link>
            </Button>
          }
        />
      )}
    </>
  );
}
