import { AuthLayout } from '@shootbook/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../features/profiles/LanguageSwitch';

/**
 * The "background" layout of docs/product.md §2 (sign-in, reset, registration). Each page frames itself
 * with {@link BackgroundPage}, because the card's heading is the page's own title.
 */
export function BackgroundLayout() {
  return <Outlet />;
}

export interface BackgroundPageProps {
  /** The page's `h1`. */
  title: ReactNode;
  description?: ReactNode;
  /** Under the card, e.g. a link to registration. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A background-layout page: the ShootBook wordmark, one card (ui AuthLayout) and the language switch. */
export function BackgroundPage({ title, description, footer, children }: BackgroundPageProps) {
  const { t } = useTranslation();
  return (
    <AuthLayout
      brand={<Link to="/">{t('appName')}</Link>}
      title={title}
      description={description}
      footer={
        <>
          {footer}
          <LanguageSwitch />
        </>
      }
    >
      {children}
    </AuthLayout>
  );
}
