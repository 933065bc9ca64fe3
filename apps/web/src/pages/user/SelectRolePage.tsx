import { Button, Card, CardContent, CardDescription, Stack } from '@shootbook/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { SaveFailedAlert, useRegistrationStep } from './useRegistrationStep';

/** The roles a Guest may pick, once (docs/product.md §6; openapi.yaml `ProfileUpdate.role`). */
const ROLES = ['Customer', 'Photographer'] as const;
type PickableRole = (typeof ROLES)[number];

/**
 * `/user/register/selectRole` (docs/product.md §4 "role guest"): the choice is the registration actor's
 * SELECT_ROLE, which saves it with `PATCH /user/profile { role }`. A Customer is then done; a
 * Photographer is asked for a bank account by the guard. A failed save offers Try again (RETRY).
 */
export function SelectRolePage() {
  const { t } = useTranslation('auth');
  const step = useRegistrationStep('needsRole');
  const saving = step.saving ? (step.changes as { role?: PickableRole } | null)?.role : undefined;
  return (
    <BackgroundPage title={t('selectRole.title')} description={t('selectRole.description')}>
      <Stack gap={4}>
        {step.failure ? (
          <SaveFailedAlert failure={step.failure} onRetry={() => step.send({ type: 'RETRY' })} />
        ) : null}
        {ROLES.map((role) => (
          <RoleChoice
            key={role}
            role={role}
            pending={saving === role}
            disabled={step.saving}
            onPick={() => step.send({ type: 'SELECT_ROLE', role })}
          />
        ))}
      </Stack>
    </BackgroundPage>
  );
}

function RoleChoice({
  role,
  pending,
  disabled,
  onPick,
}: {
  role: PickableRole;
  pending: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation('auth');
  const descriptionId = useId();
  const key = role === 'Customer' ? 'customer' : 'photographer';
  return (
    <Card>
      <CardContent>
        <Stack gap={2}>
          {/* The button's name is exactly the role, so "Customer" and "Photographer" never overlap. */}
          <Button
            size="lg"
            loading={pending}
            disabled={disabled}
            aria-describedby={descriptionId}
            onClick={onPick}
          >
            {t(`selectRole.${key}`)}
          </Button>
          <CardDescription id={descriptionId}>{t(`selectRole.${key}Description`)}</CardDescription>
        </Stack>
      </CardContent>
    </Card>
  );
}

export { SelectRolePage as Component };
