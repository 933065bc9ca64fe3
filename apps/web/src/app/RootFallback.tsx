import { Container, Spinner, Stack } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';

/**
 * Shown on the first load until the session is known and the first page's code is in (the app's
 * Suspense fallback, app/routes.tsx `AppRoutes`), and while the route guard redirects.
 */
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
