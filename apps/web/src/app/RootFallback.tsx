import { Container, Spinner, Stack } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';

/** Shown while the root loader waits for the session on the first load. */
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
