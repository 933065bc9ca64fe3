import * as React from 'react';

import { Alert, AlertDescription, AlertTitle } from './alert.tsx';
import { Button } from './button.tsx';

export interface ErrorAlertProps {
  /** What failed, e.g. "Could not load your appointments". */
  title: string;
  /** Why, already translated (e.g. the API's `Error.message` for its error code). */
  message: React.ReactNode;
  /** Text of the retry button, e.g. "Try again". */
  retryLabel: string;
  /** Called when the user presses the retry button (e.g. a query's `refetch`). */
  onRetry: () => void;
}

/**
 * A failed read the user can retry: a destructive {@link Alert} (`role="alert"`, announced at
 * once) with a title, the reason and an outline "Try again" button. Text comes from the caller.
 */
function ErrorAlert({ title, message, retryLabel, onRetry }: ErrorAlertProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export { ErrorAlert };
