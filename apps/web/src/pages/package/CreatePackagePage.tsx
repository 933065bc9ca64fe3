import { PageHeader } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { toastApiError } from '../../app/api';
import { PackageForm } from '../../features/catalogue/PackageForm';
import { PhotographerOnly } from '../../features/catalogue/PhotographerOnly';
import { useCreatePackage } from '../../features/catalogue/queries';

/**
 * `/package/create` (SPEC.md §2): a photographer's new package → `POST /package`, then the new
 * package's page `/package/{id}`, where sub-packages are added. The spec's web does not read the
 * POST answer; ours does (openapi.yaml returns the created `Package`).
 */
export function Component() {
  const { t } = useTranslation('package');
  const navigate = useNavigate();
  const create = useCreatePackage();
  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <PhotographerOnly>
        <PackageForm
          submitLabel={t('create.submit')}
          onSubmit={async (body) => {
            try {
              const created = await create.mutateAsync(body);
              toast.success(t('create.success'));
              void navigate(`/package/${created.id}`);
            } catch (error) {
              toastApiError(error, t);
              throw error;
            }
          }}
        />
      </PhotographerOnly>
    </>
  );
}
