import { isPhoneNumber, provinceCodes } from '@shootbook/machines';
import { shootCategories } from '../../features/catalogue/categories';
import { accountNumberSchema } from '../../features/profiles/accountNumber';
import { BANKS } from '../../features/profiles/bankAccount';
import * as z from 'zod/mini';

/*
 * Form schemas of the sign-in and registration pages. Messages are keys of the `auth` namespace,
 * translated where they are shown.
 */

const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'validation.emailRequired')),
  z.email('validation.emailInvalid'),
);

export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** docs/product.md §5: the password policy's minimum length (6 when the server has none). */
export function registerSchema(minPasswordLength: number) {
  return z.object({
    email,
    password: z
      .string()
      .check(
        z.minLength(1, 'validation.passwordRequired'),
        z.minLength(minPasswordLength, 'validation.passwordTooShort'),
      ),
  });
}
export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;

/** Reset step 1: an e-mail is required, otherwise nothing is sent (docs/product.md §5). */
export const resetSchema = z.object({ email });
export type ResetValues = z.infer<typeof resetSchema>;

/**
 * createUser: name (1–120 characters) and an optional phone, a Thai mobile or landline number
 * (`isPhoneNumber` of @shootbook/machines, the pattern of openapi.yaml `ProfileUpdate.phone`),
 * e.g. `081 234 5678` or `+66 81 234 5678`.
 */
export const createUserSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'validation.nameRequired'), z.maxLength(120)),
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isPhoneNumber(value), 'validation.phoneInvalid'),
  ),
});
export type CreateUserValues = z.infer<typeof createUserSchema>;

/** createPhotographer: openapi.yaml `BankAccount` (account number 10–12 digits; dashes and spaces ignored). */
export const bankAccountSchema = z.object({
  bank: z.enum(BANKS, 'validation.bankRequired'),
  accountNumber: accountNumberSchema('validation.accountNumberInvalid'),
  accountName: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.accountNameRequired'), z.maxLength(120)),
});
export type BankAccountInput = z.input<typeof bankAccountSchema>;
export type BankAccountValues = z.output<typeof bankAccountSchema>;

/**
 * createPhotographer: the payout account plus what customers find a photographer by (docs/product.md
 * "Photographer"): the province they work in (required, a province code) and their
 * specialties (shoot categories, any number; the edit page changes them later).
 */
export const photographerOnboardingSchema = z.extend(bankAccountSchema, {
  province: z.pipe(z.string(), z.enum(provinceCodes, 'validation.provinceRequired')),
  specialties: z.array(z.enum(shootCategories)),
});
export type PhotographerOnboardingInput = z.input<typeof photographerOnboardingSchema>;
export type PhotographerOnboardingValues = z.output<typeof photographerOnboardingSchema>;
