import { PageHeader } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSave } from '../../app/save';
import { OwnerGate } from '../../features/catalogue/PhotographerOnly';
import { useCreateSubpackage, usePackage } from '../../features/catalogue/queries';
import { SubpackageForm } from '../../features/catalogue/SubpackageForm';

/**
 * `/package/{id}/subpackage/create` (docs/product.md §2): the owner adds a sub-package →
 * `POST /subpackage/{id}` (path id = package id; price THB → satang) → back to `/package/{id}`.
 */
export function Component() {
  const { t } = useTranslation('package');
  const { id = '' } = useParams();
  const pkg = usePackage(id);
  const create = useCreateSubpackage();
  const save = useSave();

  return (
    <>
      <PageHeader title={t('createSubpackage.title')} description={pkg.data?.title} />
      <OwnerGate query={pkg} errorTitle={t('detail.error')}>
        {() => (
          <SubpackageForm
            submitLabel={t('createSubpackage.submit')}
            onSubmit={(body) =>
              save(
                () => create.mutateAsync({ packageId: id, body }),
                t('createSubpackage.success'),
                `/package/${id}`,
              )
            }
          />
        )}
      </OwnerGate>
    </>
  );
}
