import type { Schemas, UserRole } from '@shootbook/api-client';

/**
 * The signed-in user's own profile, the `GET /user/profile` answer (openapi.yaml `UserProfile`;
 * docs/product.md §3 "User profile": name, role, bankAccount).
 */
export type UserProfile = Schemas['UserProfile'];
export type Role = UserRole;
