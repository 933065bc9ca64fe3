import { PageHeader } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { toastApiError } from '../../app/api';
import { OwnerOnly } from '../../features/catalogue/PhotographerOnly';
import { useCreateSubpackage, usePackage } from '../../features/catalogue/queries';
import { DetailSkeleton, QueryError } from '../../app/QueryStates';
import { SubpackageForm } from '../../features/catalogue/SubpackageForm';

/**
 * `/package/{id}/subpackage/create` (SPEC.md §2): the owner adds a sub-package →
 * `POST /subpackage/{id}` (path id = package id; price THB → satang) → back to `/package/{id}`.
 */
export function Component() {
  const { t } = useTranslation('package');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const pkg = usePackage(id);
  const create = useCreateSubpackage();

  return (
    <>
      <PageHeader title={t('createSubpackage.title')} description={pkg.data?.title} />
      {pkg.isPending ? (
        <DetailSkeleton label={t('detail.loading')} />
      ) : pkg.isError ? (
        <QueryError error={pkg.error} title={t('detail.error')} onRetry={() => void pkg.refetch()} />
      ) : (
        <OwnerOnly photographerId={pkg.data.photographerId}>
          <SubpackageForm
            submitLabel={t('createSubpackage.submit')}
            onSubmit={async (body) => {
              try {
                await create.mutateAsync({ packageId: id, body });
                toast.success(t('createSubpackage.success'));
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
