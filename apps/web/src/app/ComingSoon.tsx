import { EmptyState, PageHeader } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';

/**
 * Stand-in body of a page that is not built yet: its translated title (`titleKey` in the
 * `common` namespace, e.g. `pages.home`) and a "coming soon" empty state.
 */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <EmptyState title={t('comingSoon.title')} description={t('comingSoon.description')} />
    </>
  );
}
