/*
 * Loading and failure states shared by every page that reads from the API (TanStack Query).
 * The presentation lives in `@shootbook/ui`; this module adds the app's wiring (i18n, the API's
 * error codes).
 */

import { ErrorAlert, Skeleton, Spinner } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from './api';

/** Placeholder cards for a vertical list (appointments, orders); `label` is announced once. */
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
 * A failed query: `title`, the API's message for its error code (docs/decisions/0001, translated
 * by `apiErrorMessage`; network failures get the generic text) and a "Try again" button that
 * calls `onRetry` (e.g. the query's `refetch`). Rendered as ui `ErrorAlert` (`role="alert"`).
 */
export function QueryError({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorAlert title={title} message={apiErrorMessage(error, t)} retryLabel={t('retry')} onRetry={onRetry} />;
}
