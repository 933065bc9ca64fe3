import { Alert, AlertDescription, AlertTitle, Button } from '@shootbook/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DetailSkeleton, QueryError } from '../../app/QueryStates';
import { useSession } from '../../auth/AuthProvider';
import { useRegistrationRequirement } from '../../auth/useRegistrationRequirement';

/**
 * Renders `children` for those who may sell (docs/product.md §6: photographers own packages and
 * sub-packages; `registrationRequirement(profile, 'sell')`). Others see why and a way back; the
 * API refuses them anyway (403).
 */
export function PhotographerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('package');
  const maySell = useRegistrationRequirement('sell').ok;
  if (maySell) return <>{children}</>;
  return (
    <Alert variant="warning">
      <AlertTitle>{t('photographerOnly.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('photographerOnly.description')}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/package/allpackage">{t('photographerOnly.browse')}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * Renders `children` only for the owner of the package (its `photographerId` is the signed-in
 * user): editing is the owner's (openapi.yaml "Owner only").
 */
export function OwnerOnly({
  photographerId,
  children,
}: {
  photographerId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('package');
  const { profile } = useSession();
  if (profile?.id === photographerId) return <>{children}</>;
  return (
    <Alert variant="warning">
      <AlertTitle>{t('ownerOnly.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('ownerOnly.description')}</p>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The frame of an owner-only screen over a loaded package or sub-package: a skeleton while `query`
 * loads, the API's error with "Try again" when it fails, otherwise `children(data)` for its owner
 * only ({@link OwnerOnly}). Used by the create/edit package and sub-package pages.
 */
export function OwnerGate<T extends { photographerId: string }>({
  query,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('package');
  if (query.isPending) return <DetailSkeleton label={t('detail.loading')} />;
  if (query.isError)
    return (
      <QueryError error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
    );
  return <OwnerOnly photographerId={query.data.photographerId}>{children(query.data)}</OwnerOnly>;
}
