import { unwrap, type Schemas } from '@shootbook/api-client';
import type { RegistrationChanges } from '@shootbook/machines';
import { api } from '../app/api';
import { activeLanguage } from '../i18n';
import type { UserProfile } from './profile';

/** `GET /user/profile`: the signed-in user's own profile (created, empty and Guest, on first call). */
export async function fetchOwnProfile(): Promise<UserProfile> {
  const profile = await unwrap(api.GET('/user/profile'));
  if (!profile) throw new Error('GET /user/profile answered without a body');
  return profile;
}

/**
 * `PATCH /user/profile` with a registration step's changes (openapi.yaml `ProfileUpdate`) and the
 * language the UI is in (detected from the browser on a first visit, or chosen with the switch),
 * so a new user's e-mails speak it from the first one (docs/decisions/0012); resolves with the
 * saved profile, rejects with the API's `ApiError` (its `status` tells the registration machine a
 * refusal from a failure).
 */
export async function saveOwnProfile(changes: RegistrationChanges): Promise<UserProfile> {
  // The machine's change types are the steps' fields of ProfileUpdate, in looser types.
  const body = { ...changes, language: activeLanguage() } as Schemas['ProfileUpdate'];
  const profile = await unwrap(api.PATCH('/user/profile', { body }));
  if (!profile) throw new Error('PATCH /user/profile answered without a body');
  return profile;
}
