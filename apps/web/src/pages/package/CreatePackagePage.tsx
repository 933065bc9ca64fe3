import { PageHeader } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { PackageForm } from '../../features/catalogue/PackageForm';
import { PhotographerOnly } from '../../features/catalogue/PhotographerOnly';
import { useCreatePackage } from '../../features/catalogue/queries';
import { useSave } from '../../app/save';

/**
 * `/package/create` (docs/product.md §2): a photographer's new package → `POST /package`, then the new
 * package's page `/package/{id}`, where sub-packages are added. The spec's web does not read the
 * POST answer; ours does (openapi.yaml returns the created `Package`).
 */
export function Component() {
  const { t } = useTranslation('package');
  const save = useSave();
  const create = useCreatePackage();
  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <PhotographerOnly>
        <PackageForm
          submitLabel={t('create.submit')}
          onSubmit={(body) =>
            save(
              () => create.mutateAsync(body),
              t('create.success'),
              (created) => `/package/${created.id}`,
            )
          }
        />
      </PhotographerOnly>
    </>
  );
}
