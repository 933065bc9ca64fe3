import type { SessionSnapshot } from '../../auth/sessionStore';
import type { ApiCall } from '../../stories/api-fixtures';

/**
 * `PATCH /user/profile` as the API answers a registration step: the whole profile of `session`
 * with the fields sent (the registration machine decides the next step by it).
 */
export function savesProfile(session: SessionSnapshot) {
  return (call: ApiCall): object => ({ ...session.profile, ...(call.body as object) });
}
