import { Alert, AlertDescription, AlertTitle, Button, Skeleton, Spinner } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../app/api';

/**
 * Loading placeholder for a grid of cards: `count` card-shaped skeletons plus one announced
 * status (`label`, e.g. "Loading photographers…") for screen readers.
 */
export function CardGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div aria-busy="true">
      <Spinner label={label} className="sr-only" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    </div>
  );
}

/** A block of text lines loading (detail pages). */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="grid gap-3">
      <Spinner label={label} className="sr-only" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-48" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
    </div>
  );
}

/**
 * A failed query: the API's message (docs/decisions/0001 error codes, translated by
 * `apiErrorMessage`) and a "Try again" button that calls `onRetry` (e.g. the query's `refetch`).
 */
export function QueryError({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{apiErrorMessage(error, t)}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
