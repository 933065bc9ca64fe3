import type { LinkAs } from '@shootbook/ui';
import { Link } from 'react-router-dom';

/** Renders the ui cards' stretched title link through react-router (client-side navigation). */
export const routerLink: LinkAs = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);
