import { Button } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const LINKS = [
  { to: '/operator', key: 'nav.disputes' },
  { to: '/operator/photographers', key: 'nav.photographers' },
  { to: '/operator/audit', key: 'nav.audit' },
  { to: '/operator/reports', key: 'nav.reports' },
] as const;

/**
 * The operators' console's own links (docs/decisions/0033): disputes, photographers, the audit
 * log and reported messages; the current page's link is marked (`aria-current`).
 */
export function ConsoleNav() {
  const { t } = useTranslation('operator');
  return (
    <nav aria-label={t('nav.label')} className="flex flex-wrap gap-2">
      {LINKS.map(({ to, key }) => (
        <Button key={to} asChild variant="outline" size="sm">
          <NavLink to={to} end>
            {t(key)}
          </NavLink>
        </Button>
      ))}
    </nav>
  );
}
