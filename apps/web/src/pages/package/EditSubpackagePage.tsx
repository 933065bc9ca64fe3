import { Button, ConfirmDialog, PageHeader } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { toastApiError } from '../../app/api';
import { OwnerOnly } from '../../features/catalogue/PhotographerOnly';
import { useDeleteSubpackage, useSubpackage, useUpdateSubpackage } from '../../features/catalogue/queries';
import { DetailSkeleton, QueryError } from '../../app/QueryStates';
import { SubpackageForm, subpackageFormValues } from '../../features/catalogue/SubpackageForm';

/**
 * `/package/{id}/subpackage/edit/{subpackageid}` (SPEC.md §2): the owner edits a sub-package
 * (`PATCH /subpackage/{id}`; price and duration changes apply to new bookings only) or deletes it
 * after confirming (`DELETE`; 409 while Pending/Accepted appointments use it). Both return to `/package/{id}`.
 */
export function Component() {
  const { t } = useTranslation('package');
  const { id = '', subpackageid = '' } = useParams();
  const navigate = useNavigate();
  const query = useSubpackage(subpackageid);
  const update = useUpdateSubpackage();
  const remove = useDeleteSubpackage();

  return (
    <>
      <PageHeader title={t('editSubpackage.title')} description={query.data?.title} />
      {query.isPending ? (
        <DetailSkeleton label={t('detail.loading')} />
      ) : query.isError ? (
        <QueryError error={query.error} title={t('editSubpackage.error')} onRetry={() => void query.refetch()} />
      ) : (
        <OwnerOnly photographerId={query.data.photographerId}>
          <SubpackageForm
            defaultValues={subpackageFormValues(query.data)}
            submitLabel={t('editSubpackage.submit')}
            onSubmit={async (body) => {
              try {
                await update.mutateAsync({ id: subpackageid, body });
                toast.success(t('editSubpackage.success'));
                void navigate(`/package/${id}`);
              } catch (error) {
                toastApiError(error, t);
                throw error;
              }
            }}
            extraActions={
              <ConfirmDialog
                title={t('editSubpackage.deleteTitle')}
                description={t('editSubpackage.deleteDescription')}
                confirmLabel={t('editSubpackage.deleteConfirm')}
                cancelLabel={t('actions.keep')}
                tone="destructive"
                trigger={
                  <Button type="button" variant="destructive">
                    {t('editSubpackage.delete')}
                  </Button>
                }
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync(subpackageid);
                  } catch (error) {
                    toastApiError(error, t);
                    throw error;
                  }
                  toast.success(t('editSubpackage.deleted'));
                  void navigate(`/package/${id}`);
                }}
              />
            }
          />
        </OwnerOnly>
      )}
    </>
  );
}
