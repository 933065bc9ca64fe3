import { PageHeader } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { toastApiError } from '../../app/api';
import { PackageForm, packageFormValues } from '../../features/catalogue/PackageForm';
import { OwnerOnly } from '../../features/catalogue/PhotographerOnly';
import { usePackage, useUpdatePackage } from '../../features/catalogue/queries';
import { DetailSkeleton, QueryError } from '../../app/QueryStates';

/** `/package/edit/{id}` (SPEC.md §2): the owner edits the package → `PATCH /package/{id}` → `/package/{id}`. */
export function Component() {
  const { t } = useTranslation('package');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = usePackage(id);
  const update = useUpdatePackage();

  return (
    <>
      <PageHeader title={t('edit.title')} description={query.data?.title} />
      {query.isPending ? (
        <DetailSkeleton label={t('detail.loading')} />
      ) : query.isError ? (
        <QueryError error={query.error} title={t('detail.error')} onRetry={() => void query.refetch()} />
      ) : (
        <OwnerOnly photographerId={query.data.photographerId}>
          <PackageForm
            defaultValues={packageFormValues(query.data)}
            submitLabel={t('edit.submit')}
            onSubmit={async (body) => {
              try {
                await update.mutateAsync({ id, body });
                toast.success(t('edit.success'));
                void navigate(`/package/${id}`);
              } catch (error) {
                toastApiError(error, t);
                throw error;
              }
            }}
          />
        </OwnerOnly>
      )}
    </>
  );
}
