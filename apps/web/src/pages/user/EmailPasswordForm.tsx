import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Stack } from '@shootbook/ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type * as z from 'zod/mini';
import { useSession } from '../../auth/AuthProvider';
import { useAuthFailure } from '../../auth/useAuthFailure';
import type { LoginValues } from './schemas';
import { useFieldError } from './useFieldError';

/** The values of {@link EmailPasswordForm}: the e-mail (trimmed) and the password as typed. */
export type EmailPasswordValues = LoginValues;

/** Props of {@link EmailPasswordForm}. */
export interface EmailPasswordFormProps {
  /** `loginSchema`, or `registerSchema(minPasswordLength)` (schemas.ts; messages are `auth` keys). */
  schema: z.ZodMiniType<EmailPasswordValues, EmailPasswordValues>;
  /**
   * Registration: the password policy's minimum length (docs/product.md §5), shown as the password's
   * hint and set as its `minLength`; the password field then autocompletes a new password.
   * Omitted when signing in (`current-password`).
   */
  minPasswordLength?: number;
  submitLabel: string;
  /** Signs in or creates the account with Firebase Auth and resolves to its uid; throws on failure. */
  authenticate: (values: EmailPasswordValues) => Promise<string>;
  /** Called with the uid once `authenticate` succeeded (see {@link useContinueAfterSignIn}). */
  onSignedIn: (uid: string) => Promise<void>;
  /** Under the submit button (e.g. the "Forgot password?" link). */
  children?: ReactNode;
}

/**
 * The e-mail/password form of the sign-in and registration pages (docs/product.md §2 `/user/login`,
 * `/user/register`): validated with react-hook-form + zod, field errors translated from the
 * `auth` namespace, failures of `authenticate` or `onSignedIn` shown by `useAuthFailure`.
 */
export function EmailPasswordForm({
  schema,
  minPasswordLength,
  submitLabel,
  authenticate,
  onSignedIn,
  children,
}: EmailPasswordFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const onFailure = useAuthFailure();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSignedIn(await authenticate(values));
    } catch (error) {
      onFailure(error);
    }
  });

  const registering = minPasswordLength !== undefined;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap={4}>
        <Field label={t('fields.email')} error={fieldError(errors.email)} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field
          label={t('fields.password')}
          description={
            registering && !errors.password
              ? t('validation.passwordTooShort', { count: minPasswordLength })
              : undefined
          }
          error={fieldError(
            errors.password,
            registering ? { count: minPasswordLength } : undefined,
          )}
          required
        >
          <Input
            type="password"
            autoComplete={registering ? 'new-password' : 'current-password'}
            minLength={minPasswordLength}
            {...register('password')}
          />
        </Field>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}

/**
 * After a sign-in (e-mail form or social popup): waits until the session has loaded the user
 * `uid` (`settledFor`), then replaces the page with `to`; the route guard then sends an
 * unfinished registration to its next step (docs/product.md §4).
 */
export function useContinueAfterSignIn(to: string): (uid: string) => Promise<void> {
  const navigate = useNavigate();
  const { settledFor } = useSession();
  return async (uid) => {
    await settledFor(uid);
    await navigate(to, { replace: true });
  };
}
