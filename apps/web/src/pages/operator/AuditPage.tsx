import { EmptyState, PageHeader, Stack } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, QueryError } from '../../app/QueryStates';
import { AuditTable } from '../../features/operator/AuditTable';
import { ConsoleNav } from '../../features/operator/ConsoleNav';
import { operatorAuditQuery } from '../../features/operator/queries';

/**
 * `/operator/audit` (beyond docs/product.md §2; operators only, docs/decisions/0033): the latest
 * entries of the append-only audit log (`GET /operator/audit`), newest first, read-only, with how
 * many there are in all. Loading, error (with retry) and empty states.
 */
export function Component() {
  const { t } = useTranslation('operator');
  const audit = useQuery(operatorAuditQuery());
  return (
    <Stack gap={6}>
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <ConsoleNav />
      {audit.isPending ? (
        <ListSkeleton label={t('audit.loading')} />
      ) : audit.isError ? (
        <QueryError
          title={t('audit.error')}
          error={audit.error}
          onRetry={() => void audit.refetch()}
        />
      ) : audit.data.actions.length === 0 ? (
        <EmptyState icon={<ScrollText />} title={t('audit.empty')} />
      ) : (
        <AuditTable
          actions={audit.data.actions}
          caption={t('audit.caption', {
            shown: audit.data.actions.length,
            count: audit.data.total,
          })}
        />
      )}
    </Stack>
  );
}
