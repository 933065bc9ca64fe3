import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { SessionSource } from '../auth/sessionStore';
import { loadChunk } from './pages';

/**
 * Root loader: waits until Firebase has reported the auth state and `GET /user/profile` has
 * answered, then redirects (replacing the history entry) where the guard says (`app/guard.ts`).
 * Runs on every navigation (`shouldRevalidate: () => true` on the root route). The guard's rules
 * download beside the session, not before the first paint (docs/decisions/0015); a failed
 * download is the root's chunk error.
 */
export function guardLoader(session: SessionSource, onWrongRole: () => void = () => {}) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const [snapshot, { guardDecision }] = await Promise.all([
      session.settled(),
      loadChunk('app/guard', () => import('./guard')),
    ]);
    const url = new URL(request.url);
    const decision = guardDecision(url.pathname + url.search, snapshot);
    if (!decision) return null;
    if (decision.reason === 'wrong_role') onWrongRole();
    throw replace(decision.to);
  };
}
