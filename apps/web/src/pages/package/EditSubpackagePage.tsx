import { Button, ConfirmDialog, PageHeader } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSave } from '../../app/save';
import { OwnerGate } from '../../features/catalogue/PhotographerOnly';
import {
  useDeleteSubpackage,
  useSubpackage,
  useUpdateSubpackage,
} from '../../features/catalogue/queries';
import { SubpackageForm, subpackageFormValues } from '../../features/catalogue/SubpackageForm';

/**
 * `/package/{id}/subpackage/edit/{subpackageid}` (docs/product.md §2): the owner edits a sub-package
 * (`PATCH /subpackage/{id}`; price and duration changes apply to new bookings only) or deletes it
 * after confirming (`DELETE`; 409 while Pending/Accepted appointments use it). Both return to `/package/{id}`.
 */
export function Component() {
  const { t } = useTranslation('package');
  const { id = '', subpackageid = '' } = useParams();
  const query = useSubpackage(subpackageid);
  const update = useUpdateSubpackage();
  const remove = useDeleteSubpackage();
  const save = useSave();

  return (
    <>
      <PageHeader title={t('editSubpackage.title')} description={query.data?.title} />
      <OwnerGate query={query} errorTitle={t('editSubpackage.error')}>
        {(subpackage) => (
          <SubpackageForm
            defaultValues={subpackageFormValues(subpackage)}
            submitLabel={t('editSubpackage.submit')}
            onSubmit={(body) =>
              save(
                () => update.mutateAsync({ id: subpackageid, body }),
                t('editSubpackage.success'),
                `/package/${id}`,
              )
            }
            extraActions={
              <ConfirmDialog
                title={t('editSubpackage.deleteTitle')}
                description={t('editSubpackage.deleteDescription')}
                confirmLabel={t('editSubpackage.deleteConfirm')}
                cancelLabel={t('editSubpackage.keep')}
                tone="destructive"
                trigger={
                  <Button type="button" variant="destructive">
                    {t('editSubpackage.delete')}
                  </Button>
                }
                onConfirm={() =>
                  save(
                    () => remove.mutateAsync(subpackageid),
                    t('editSubpackage.deleted'),
                    `/package/${id}`,
                  )
                }
              />
            }
          />
        )}
      </OwnerGate>
    </>
  );
}
