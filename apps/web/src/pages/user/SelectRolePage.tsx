import { Button, Card, CardContent, CardDescription, Stack } from '@shootbook/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BackgroundPage } from '../../app/layouts/BackgroundLayout';
import { useUpdateProfile } from './useUpdateProfile';

/** The roles a Guest may pick, once (SPEC.md §6; openapi.yaml `ProfileUpdate.role`). */
const ROLES = ['Customer', 'Photographer'] as const;
type PickableRole = (typeof ROLES)[number];

/**
 * `/user/register/selectRole` (SPEC.md §4 "role guest"): `PATCH /user/profile { role }`.
 * A Customer is then done; a Photographer is asked for a bank account by the guard.
 */
export function SelectRolePage() {
  const { t } = useTranslation('auth');
  const update = useUpdateProfile();
  return (
    <BackgroundPage title={t('selectRole.title')} description={t('selectRole.description')}>
      <Stack gap={4}>
        {ROLES.map((role) => (
          <RoleChoice
            key={role}
            role={role}
            pending={update.isPending && update.variables?.role === role}
            disabled={update.isPending}
            onPick={() => update.mutate({ role })}
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
