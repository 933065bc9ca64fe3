import {
  registrationRequirement,
  type ProtectedAction,
  type RegistrationRequirement,
} from '@shootbook/machines';
import { useSession } from './AuthProvider';

/**
 * Whether the signed-in user may do `action` (book, review, sell, blockTime, accept):
 * `registrationRequirement` of @shootbook/machines over the session's profile — the answer the
 * API will give, so a screen offers only what the API accepts and can say what is missing.
 */
export function useRegistrationRequirement(action: ProtectedAction): RegistrationRequirement {
  const { profile } = useSession();
  return registrationRequirement(profile ?? null, action);
}
