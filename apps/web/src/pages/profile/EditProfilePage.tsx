import {
  Button,
  Field,
  Input,
  PageHeader,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@shootbook/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { toastApiError } from '../../app/api';
import { useSession } from '../../auth/AuthProvider';
import type { UserProfile } from '../../auth/profile';
import { shootCategories, useCategoryLabel } from '../../features/catalogue/categories';
import { thaiProvinces } from '../../features/catalogue/provinces';
import {
  NO_PROVINCE,
  profileFormSchema,
  profileFormValues,
  profileUpdateBody,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../../features/profiles/profileForm';
import { useUpdateOwnProfile } from '../../features/profiles/queries';
import { BANKS } from '../user/schemas';

/**
 * `/profile/edit` (SPEC.md §2 "Edit own profile"): name, phone, bio, avatar URL, province and,
 * for photographers, specialties and the payout bank account → `PATCH /user/profile` → `/profile`.
 */
export function Component() {
  const { t } = useTranslation('profile');
  const { profile } = useSession();
  return (
    <>
      <PageHeader title={t('edit.title')} description={t('edit.description')} />
      {/* The route guard only lets signed-in users with a profile here. */}
      {profile ? <EditProfileForm profile={profile} /> : null}
    </>
  );
}

function EditProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const categoryLabel = useCategoryLabel();
  const isPhotographer = profile.role === 'Photographer';
  const update = useUpdateOwnProfile();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema(isPhotographer)),
    defaultValues: profileFormValues(profile),
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <form
      noValidate
      className="grid max-w-2xl gap-5"
      onSubmit={handleSubmit(async (values) => {
        try {
          await update.mutateAsync(profileUpdateBody(values, isPhotographer));
          toast.success(t('edit.success'));
          void navigate('/profile');
        } catch (error) {
          toastApiError(error, t);
        }
      })}
    >
      <Field label={t('form.name')} required error={message(errors.name?.message)}>
        <Input autoComplete="name" {...register('name')} />
      </Field>
      <Field label={t('form.phone')} description={t('form.phoneHelp')} error={message(errors.phone?.message)}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field label={t('form.bio')} description={t('form.bioHelp')} error={message(errors.bio?.message)}>
        <Textarea rows={5} {...register('bio')} />
      </Field>
      <Field label={t('form.avatarUrl')} description={t('form.avatarUrlHelp')} error={message(errors.avatarUrl?.message)}>
        <Input type="url" inputMode="url" placeholder="https://" {...register('avatarUrl')} />
      </Field>
      <Controller
        control={control}
        name="province"
        render={({ field }) => (
          <Field label={t('form.province')}>
            {(props) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_PROVINCE}>{t('form.noProvince')}</SelectItem>
                  {thaiProvinces.map((p) => (
                    <SelectItem key={p} value={p}>
                      {p}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
        )}
      />

      {isPhotographer ? (
        <>
          <fieldset className="grid gap-3">
            <legend className="pb-2 text-sm font-medium">{t('form.specialties')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {shootCategories.map((c) => (
                <label key={c} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={c} className="size-4" {...register('specialties')} />
                  {categoryLabel(c)}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="pb-2 text-sm font-medium">{t('form.bankAccount')}</legend>
            <p className="text-sm text-muted-foreground">{t('form.bankAccountHelp')}</p>
            <Controller
              control={control}
              name="bankAccount.bank"
              render={({ field }) => (
                <Field label={t('form.bank')} required error={message(errors.bankAccount?.bank?.message)}>
                  {(props) => (
                    <Select value={field.value ?? ''} onValueChange={field.onChange}>
                      <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue placeholder={t('form.bankPlaceholder')} />
                      </SelectTrigger>
                      <SelectContent>
                        {BANKS.map((bank) => (
                          <SelectItem key={bank} value={bank}>
                            {t(`banks.${bank}`, { ns: 'auth' })}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </Field>
              )}
            />
            <Field
              label={t('form.accountNumber')}
              required
              description={t('form.accountNumberHelp')}
              error={message(errors.bankAccount?.accountNumber?.message)}
            >
              <Input inputMode="numeric" autoComplete="off" {...register('bankAccount.accountNumber')} />
            </Field>
            <Field label={t('form.accountName')} required error={message(errors.bankAccount?.accountName?.message)}>
              <Input autoComplete="off" {...register('bankAccount.accountName')} />
            </Field>
          </fieldset>
        </>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isSubmitting}>
          {t('edit.submit')}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/profile">{t('edit.cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}
