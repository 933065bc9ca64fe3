import { Alert, AlertDescription, AlertTitle, Button, Skeleton } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../app/api';

/** Placeholder cards while a list loads; announced politely as busy. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-36 w-full" />
      ))}
    </div>
  );
}

/**
 * A failed read: the title, the API's translated message (`apiErrorMessage`, docs/decisions/0001
 * error codes) and a retry button.
 */
export function QueryErrorAlert({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
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
