import { Container, Spinner, Stack } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';

/** Shown while the root loader waits for the session on the first load. */
export function RootFallback() {
  const { t } = useTranslation();
  return <RootFallbackView label={t('loading')} />;
}

/**
 * {@link RootFallback} without i18n: a spinner announced as `label`. The build also renders it
 * into `index.html` (src/app/prerender.tsx), so a phone paints it as soon as the HTML and the
 * style sheet are in, before any JavaScript; React's first render replaces it with the same.
 */
export function RootFallbackView({ label }: { label: string }) {
  return (
    <Container size="sm">
      <Stack direction="column" gap={4}>
        <Spinner label={label} />
      </Stack>
    </Container>
  );
}
