/** User role values (docs/product.md §3). */
export type UserRole = 'Photographer' | 'Customer' | 'Guest';

/**
 * What the route guard and the registration machine know about the signed-in user;
 * `null` when signed out. `bankAccount` is the photographer's bank account, `null`/absent
 * when not yet supplied; `operator` whether the sign-in carries the `operator` claim
 * (docs/decisions/0033; absent: no).
 */
export type RegistrationSession = {
  name: string;
  role: UserRole;
  bankAccount?: object | null;
  operator?: boolean;
} | null;

/** Registration progression steps (docs/product.md §4), in order. */
export const RegistrationStep = {
  signedOut: 'signedOut',
  needsName: 'needsName',
  needsRole: 'needsRole',
  needsBankAccount: 'needsBankAccount',
  complete: 'complete',
} as const;

/** One of the {@link RegistrationStep} values. */
export type RegistrationStep = (typeof RegistrationStep)[keyof typeof RegistrationStep];

/**
 * Where a user stands in the registration progression of docs/product.md §4: signed out → empty
 * name (createUser) → role Guest (selectRole) → Photographer without bankAccount
 * (createPhotographer) → complete. A name of only white space counts as empty.
 */
export function registrationStep(session: RegistrationSession): RegistrationStep {
  if (session === null) return 'signedOut';
  if (session.name.trim() === '') return 'needsName';
  if (session.role === 'Guest') return 'needsRole';
  if (session.role === 'Photographer' && session.bankAccount == null) return 'needsBankAccount';
  return 'complete';
}
