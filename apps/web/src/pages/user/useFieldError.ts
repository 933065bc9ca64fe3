import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The translated message of a react-hook-form field error whose message is an `auth` key
 * (see schemas.ts); `params` fill its placeholders (e.g. `{ count: 6 }`).
 */
export function useFieldError(): (
  error: FieldError | undefined,
  params?: Record<string, unknown>,
) => string | undefined {
  const { t } = useTranslation('auth');
  return (error, params) => (error?.message ? t(error.message, params ?? {}) : undefined);
}
