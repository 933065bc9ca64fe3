import type { Bank, Schemas, ShootCategory } from '@shootbook/api-client';
import { isPhoneNumber, provinceCodes } from '@shootbook/machines';
import * as z from 'zod/mini';
import { accountNumberSchema } from './accountNumber';
import { BANKS } from './bankAccount';
import { shootCategories } from '../catalogue/categories';

const NO_PROVINCE = 'none';
export { NO_PROVINCE };

const bankAccountSchema = z.object({
  bank: z.enum(BANKS, { error: 'form.errors.bank' }),
  accountNumber: accountNumberSchema('form.errors.accountNumber'),
  accountName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'form.errors.accountName'),
      z.maxLength(120, 'form.errors.accountName'),
    ),
});

const baseSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'form.errors.name'), z.maxLength(120, 'form.errors.nameLong')),
  phone: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isPhoneNumber(v), 'form.errors.phone'),
  ),
  bio: z.string().check(z.trim(), z.maxLength(2000, 'form.errors.bioLong')),
  avatarUrl: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'form.errors.url' }).check(z.maxLength(2000)),
  ]),
  province: z.union([z.literal(NO_PROVINCE), z.enum(provinceCodes)]),
  specialties: z.array(z.enum(shootCategories)),
});

const photographerSchema = z.extend(baseSchema, { bankAccount: bankAccountSchema });
// Customers have no bank account: whatever the (hidden) fields hold is ignored.
const customerSchema = z.extend(baseSchema, {
  bankAccount: z.pipe(
    z.unknown(),
    z.transform(() => undefined),
  ),
});

export type ProfileFormInput = z.input<typeof photographerSchema>;
export type ProfileFormOutput = z.output<typeof baseSchema> & {
  bankAccount?: z.output<typeof bankAccountSchema>;
};

/**
 * The edit-profile form (openapi.yaml `ProfileUpdate`): name 1–120; phone empty or a Thai
 * number (`isPhoneNumber` of @shootbook/machines); bio ≤ 2000; avatar an http(s) URL or empty; province a province code
 * or none; specialties any of the shoot categories; for photographers the bank account
 * (bank, 10–12 digit account number, account name 1–120). Messages are `profile` namespace keys.
 */
export function profileFormSchema(
  isPhotographer: boolean,
): z.ZodMiniType<ProfileFormOutput, ProfileFormInput> {
  return isPhotographer
    ? photographerSchema
    : (customerSchema as z.ZodMiniType<ProfileFormOutput, ProfileFormInput>);
}

/** The signed-in user's profile → form values. */
export function profileFormValues(profile: Schemas['UserProfile']): ProfileFormInput {
  return {
    name: profile.name,
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
    avatarUrl: profile.avatarUrl ?? '',
    province: profile.province ?? NO_PROVINCE,
    specialties: profile.specialties,
    bankAccount: profile.bankAccount ?? {
      bank: undefined as unknown as Bank,
      accountNumber: '',
      accountName: '',
    },
  };
}

/**
 * Form values → `PATCH /user/profile` body. Empty optional fields are sent as `null` (cleared);
 * specialties and the bank account only for photographers.
 */
export function profileUpdateBody(
  values: ProfileFormOutput,
  isPhotographer: boolean,
): Schemas['ProfileUpdate'] {
  const body: Schemas['ProfileUpdate'] = {
    name: values.name,
    phone: values.phone === '' ? null : values.phone,
    bio: values.bio === '' ? null : values.bio,
    avatarUrl: values.avatarUrl === '' ? null : values.avatarUrl,
    province: values.province === NO_PROVINCE ? null : values.province,
  };
  if (isPhotographer) {
    body.specialties = values.specialties as ShootCategory[];
    if (values.bankAccount) body.bankAccount = values.bankAccount;
  }
  return body;
}
