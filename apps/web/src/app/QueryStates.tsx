/*
 * Loading and failure states shared by every page that reads from the API (TanStack Query).
 * The presentation is ui `LoadingState` / `ErrorAlert`; this module adds the app's wiring (i18n,
 * the API's error codes).
 */

import { ErrorAlert, LoadingState } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from './api';

/** Placeholder rows for a vertical list (appointments, orders); `label` is announced once. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return <LoadingState variant="list" count={rows} label={label} />;
}

/**
 * Loading placeholder for a grid of cards: `count` skeletons shaped like the cards to come
 * (`card`: package cards by default, or photographer cards) plus one announced status (`label`,
 * e.g. "Loading photographers…") for screen readers.
 */
export function CardGridSkeleton({
  label,
  count = 6,
  card = 'package',
}: {
  label: string;
  count?: number;
  card?: 'package' | 'photographer';
}) {
  return <LoadingState variant="cards" count={count} card={card} label={label} />;
}

/** A block of text lines loading (detail pages). */
export function DetailSkeleton({ label }: { label: string }) {
  return <LoadingState variant="detail" label={label} />;
}

/**
 * A page opening with a photo gallery loading (a package): its header, the gallery's lead photo
 * and a few lines, each where the page will draw it (ui LoadingState `gallery`).
 */
export function GalleryPageSkeleton({ label }: { label: string }) {
  return <LoadingState variant="gallery" label={label} />;
}

/**
 * A photographer's profile loading: avatar, name and a line, then a section's lead photo (ui
 * LoadingState `profile`).
 */
export function ProfileSkeleton({ label }: { label: string }) {
  return <LoadingState variant="profile" label={label} />;
}

/**
 * A failed query: `title`, the API's message for its error code (docs/decisions/0001, translated
 * by `apiErrorMessage`; network failures get the generic text) and a "Try again" button that
 * calls `onRetry` (e.g. the query's `refetch`). Rendered as ui `ErrorAlert` (`role="alert"`).
 */
export function QueryError({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ErrorAlert
      title={title}
      message={apiErrorMessage(error, t)}
      retryLabel={t('retry')}
      onRetry={onRetry}
    />
  );
}
