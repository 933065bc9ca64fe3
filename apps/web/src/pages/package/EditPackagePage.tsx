import { PageHeader, Section, Stack } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PackageForm, packageFormValues } from '../../features/catalogue/PackageForm';
import { useSave } from '../../app/save';
import { OwnerGate } from '../../features/catalogue/PhotographerOnly';
import { usePackage, useUpdatePackage } from '../../features/catalogue/queries';
import { GalleryEditor } from '../../features/photos/GalleryEditor';

/**
 * `/package/edit/{id}` (docs/product.md §2): the owner edits the package → `PATCH /package/{id}` →
 * `/package/{id}`, and its gallery (upload, reorder, cover, captions; docs/decisions/0010), which
 * saves as it changes.
 */
export function Component() {
  const { t } = useTranslation('package');
  const { t: tPhotos } = useTranslation('photos');
  const { id = '' } = useParams();
  const query = usePackage(id);
  const update = useUpdatePackage();
  const save = useSave();

  return (
    <>
      <PageHeader title={t('edit.title')} description={query.data?.title} />
      <OwnerGate query={query} errorTitle={t('detail.error')}>
        {(pkg) => (
          <Stack gap={8}>
            <Section title={tPhotos('section')} headingId="package-photos">
              <GalleryEditor
                owner={{ packageId: id }}
                fields={{ purpose: 'package', packageId: id }}
              />
            </Section>
            <PackageForm
              defaultValues={packageFormValues(pkg)}
              submitLabel={t('edit.submit')}
              onSubmit={(body) =>
                save(() => update.mutateAsync({ id, body }), t('edit.success'), `/package/${id}`)
              }
            />
          </Stack>
        )}
      </OwnerGate>
    </>
  );
}
