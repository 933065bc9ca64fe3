import {
  Button,
  Field,
  Fieldset,
  FormActions,
  FormLayout,
  Input,
  PageHeader,
  Section,
  Stack,
  Textarea,
} from '@shootbook/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../app/toast';
import { toastApiError } from '../../app/api';
import { useSession } from '../../auth/AuthProvider';
import type { UserProfile } from '../../auth/profile';
import { ProvinceSelectField } from '../../features/catalogue/CatalogueSelectFields';
import {
  NO_PROVINCE,
  profileFormSchema,
  profileFormValues,
  profileUpdateBody,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../../features/profiles/profileForm';
import { useUpdateOwnProfile } from '../../features/profiles/queries';
import { BankSelectField } from '../../features/profiles/BankSelectField';
import { SpecialtiesField } from '../../features/profiles/SpecialtiesField';
import { AvatarEditor } from '../../features/photos/AvatarEditor';
import { GalleryEditor } from '../../features/photos/GalleryEditor';

/**
 * `/profile/edit` (docs/product.md §2 "Edit own profile"): name, phone, bio, avatar URL, province and,
 * for photographers, specialties and the payout bank account → `PATCH /user/profile` → `/profile`;
 * everyone changes their profile photo and photographers keep their portfolio here (both saved as
 * they change; docs/decisions/0010).
 */
export function Component() {
  const { t } = useTranslation('profile');
  const { t: tPhotos } = useTranslation('photos');
  const { profile } = useSession();
  return (
    <>
      <PageHeader title={t('edit.title')} description={t('edit.description')} />
      {/* The route guard only lets signed-in users with a profile here. */}
      {profile ? (
        <Stack gap={8}>
          <Section title={tPhotos('avatar.title')} headingId="profile-avatar">
            <AvatarEditor profile={profile} />
          </Section>
          {profile.role === 'Photographer' ? (
            <Section
              title={tPhotos('portfolio.title')}
              description={tPhotos('portfolio.description')}
              headingId="profile-portfolio"
            >
              <GalleryEditor
                owner={{ photographerId: profile.id }}
                fields={{ purpose: 'portfolio' }}
              />
            </Section>
          ) : null}
          <EditProfileForm profile={profile} />
        </Stack>
      ) : null}
    </>
  );
}

function EditProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
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
    <FormLayout
      noValidate
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
      <Field
        label={t('form.phone')}
        description={t('form.phoneHelp')}
        error={message(errors.phone?.message)}
      >
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field
        label={t('form.bio')}
        description={t('form.bioHelp')}
        error={message(errors.bio?.message)}
      >
        <Textarea rows={5} {...register('bio')} />
      </Field>
      <Field
        label={t('form.avatarUrl')}
        description={t('form.avatarUrlHelp')}
        error={message(errors.avatarUrl?.message)}
      >
        <Input type="url" inputMode="url" placeholder="https://" {...register('avatarUrl')} />
      </Field>
      <Controller
        control={control}
        name="province"
        render={({ field }) => (
          <ProvinceSelectField
            label={t('form.province')}
            noneOption={{ value: NO_PROVINCE, label: t('form.noProvince') }}
            value={field.value}
            onValueChange={field.onChange}
            triggerRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />

      {isPhotographer ? (
        <>
          <Controller
            control={control}
            name="specialties"
            render={({ field }) => (
              <SpecialtiesField
                legend={t('form.specialties')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />

          <Fieldset legend={t('form.bankAccount')} description={t('form.bankAccountHelp')}>
            <Controller
              control={control}
              name="bankAccount.bank"
              render={({ field }) => (
                <BankSelectField
                  label={t('form.bank')}
                  placeholder={t('form.bankPlaceholder')}
                  error={message(errors.bankAccount?.bank?.message)}
                  value={field.value}
                  onValueChange={field.onChange}
                  triggerRef={field.ref}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Field
              label={t('form.accountNumber')}
              required
              description={t('form.accountNumberHelp')}
              error={message(errors.bankAccount?.accountNumber?.message)}
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                {...register('bankAccount.accountNumber')}
              />
            </Field>
            <Field
              label={t('form.accountName')}
              required
              error={message(errors.bankAccount?.accountName?.message)}
            >
              <Input autoComplete="off" {...register('bankAccount.accountName')} />
            </Field>
          </Fieldset>
        </>
      ) : null}

      <FormActions>
        <Button type="submit" loading={isSubmitting}>
          {t('edit.submit')}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/profile">{t('edit.cancel')}</Link>
        </Button>
      </FormActions>
    </FormLayout>
  );
}
