import { AppShell, Avatar, Button, ThemeToggle, VisuallyHidden } from '@shootbook/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { AppointmentCount } from '../../features/appointments/AppointmentCount';
import { useLiveUpdates } from '../../features/live/useLiveUpdates';
import { UnreadMessagesCount } from '../../features/threads/UnreadMessagesCount';
import { LanguageSwitch } from '../../features/profiles/LanguageSwitch';
import { useSyncProfileLanguage } from '../../features/profiles/useSyncProfileLanguage';
import { loadLanguage } from '../../i18n';
import { firstPageLoaded } from '../firstPage';
import { navItemsFor } from './navigation';

// The bell (a popover, relative times) downloads once the first page is in (app/firstPage.ts);
// the page does not wait for it.
const NotificationBell = lazy(async () => {
  await firstPageLoaded;
  const [{ NotificationBell: Bell }] = await Promise.all([
    import('../../features/notifications/NotificationBell'),
    loadLanguage(),
  ]);
  return { default: Bell };
});

/**
 * The "default" layout of docs/product.md §2: ui AppShell with the role's navigation (with the count of
 * what waits on a link, e.g. requests to confirm; the operators' console for a sign-in with the
 * `operator` claim, docs/decisions/0033) and the user menu;
 * while a user with a role is signed in, live updates keep its pages current (useLiveUpdates)
 * and the notification bell shows.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const { profile, operator } = useSession();
  const withRole = Boolean(profile && profile.role !== 'Guest');
  useSyncProfileLanguage();
  useLiveUpdates(withRole);
  return (
    <AppShell
      brand={<Link to="/">{t('appName')}</Link>}
      navLabel={t('nav.main')}
      skipLinkLabel={t('nav.skipToContent')}
      menu={{ label: t('nav.menu'), title: t('nav.menu'), closeLabel: t('nav.closeMenu') }}
      quickActions={
        withRole ? (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        ) : null
      }
      nav={navItemsFor(profile?.role, operator === true).map((item) => (
        <Button key={item.to} asChild variant="ghost" size="sm">
          <NavLink to={item.to} end>
            {t(item.labelKey)}
            {item.countOf ? <AppointmentCount status={item.countOf} /> : null}
            {item.badge === 'unreadMessages' ? <UnreadMessagesCount /> : null}
          </NavLink>
        </Button>
      ))}
      userMenu={<UserMenu />}
    >
      <Outlet />
    </AppShell>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const { profile, user, signOut } = useSession();
  const name = profile?.name || user?.email || '';
  return (
    <>
      <ThemeToggle
        labels={{
          group: t('nav.theme'),
          light: t('nav.themeLight'),
          dark: t('nav.themeDark'),
          system: t('nav.themeSystem'),
        }}
      />
      <LanguageSwitch />
      {profile ? (
        <Button asChild variant="ghost" size="sm">
          {/* Named by its text, not an aria-label that the initials on screen would contradict. */}
          <Link to="/profile">
            <Avatar name={name} size="sm" aria-hidden="true" />
            <VisuallyHidden>{t('nav.profile')}</VisuallyHidden>
          </Link>
        </Button>
      ) : null}
      {user ? (
        <Button
          variant="outline"
          size="sm"
          // The route guard sends the signed-out user to /user/login.
          onClick={() => void signOut()}
        >
          {t('nav.signOut')}
        </Button>
      ) : null}
    </>
  );
}
