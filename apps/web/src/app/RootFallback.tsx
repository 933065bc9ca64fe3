import { Container, Spinner, Stack } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';

/**
 * Shown on the first load until the session is known and the first page's code and data are in
 * (the root route's `HydrateFallback`, app/routes.tsx), and while the route guard redirects.
 */
export function RootFallback() {
  const { t } = useTranslation();
  return (
    <Container size="sm">
      <Stack direction="column" gap={4}>
        <Spinner label={t('loading')} />
      </Stack>
    </Container>
  );
}
