import {
  Alert,
  AlertDescription,
  AlertTitle,
  Avatar,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  Heading,
  Stack,
  Text,
  PageHeader,
  VisuallyHidden,
} from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import type { UserProfile } from '../../auth/profile';
import { useCategoryLabel } from '../../features/catalogue/categories';
import { useProvinceName } from '../../features/catalogue/provinces';
import { maskAccountNumber } from '../../features/profiles/bankAccount';
import { LineCard } from '../../features/profiles/LineCard';
import { NotificationPreferencesCard } from '../../features/profiles/NotificationPreferencesCard';
import { PersonalDataCard } from '../../features/profiles/PersonalDataCard';
import { usePayoutOnboarding } from '../../features/profiles/usePayoutOnboarding';

/**
 * `/profile` (docs/product.md §2 "Own profile"): the signed-in user's name, role and contact; for
 * photographers the payout bank account (number masked) and payout onboarding
 * (`GET /payment/onboardingURL`, then the browser goes to the provider's page and comes back here);
 * for everyone "Your data": download it all, or delete the account (docs/product.md §14);
 * for everyone the LINE link (docs/product.md §13 "On LINE": connect, confirm, disconnect).
 */
export function Component() {
  const { t } = useTranslation('profile');
  const { profile } = useSession();
  if (!profile) return null; // The route guard only lets users with a profile in.
  const isPhotographer = profile.role === 'Photographer';

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('own.title')}
        actions={
          <>
            <Button asChild>
              <Link to="/profile/edit">{t('own.edit')}</Link>
            </Button>
            {isPhotographer ? (
              <>
                <Button asChild variant="outline">
                  <Link to="/profile/schedule">{t('own.schedule')}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/package/showcase">{t('own.packages')}</Link>
                </Button>
              </>
            ) : (
              <Button asChild variant="outline">
                <Link to="/appointment/list">{t('own.appointments')}</Link>
              </Button>
            )}
          </>
        }
      />
      <AboutCard profile={profile} />
      <LineCard />
      <NotificationPreferencesCard />
      {isPhotographer ? <PayoutCard profile={profile} /> : null}
      <PersonalDataCard />
    </Stack>
  );
}

function AboutCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const categoryLabel = useCategoryLabel();
  const provinceName = useProvinceName();
  const rows: [string, string | null][] = [
    [t('own.email'), profile.email],
    [t('own.phone'), profile.phone],
    [t('own.province'), profile.province ? provinceName(profile.province) : null],
  ];
  return (
    <Card>
      <CardHeader>
        <Stack direction="row" gap={4}>
          <Avatar name={profile.name} src={profile.avatarUrl} size="lg" />
          <Stack gap={1}>
            <CardTitle asHeading="h2">{profile.name}</CardTitle>
            <CardDescription>
              <Badge variant="secondary">{t(`roles.${profile.role}`)}</Badge>
            </CardDescription>
          </Stack>
        </Stack>
      </CardHeader>
      <CardContent>
        <Stack gap={4}>
          <DescriptionList columns={3}>
            {rows.map(([label, value]) => (
              <DescriptionItem key={label}>
                <DescriptionTerm>{label}</DescriptionTerm>
                <DescriptionDetails>
                  {value || (
                    <Text variant="muted" asChild>
                      <span>{t('own.notSet')}</span>
                    </Text>
                  )}
                </DescriptionDetails>
              </DescriptionItem>
            ))}
          </DescriptionList>
          {profile.bio ? <Text preLine>{profile.bio}</Text> : null}
          {profile.role === 'Photographer' ? (
            <Stack gap={2}>
              <Heading level={3} size="label">
                {t('own.specialties')}
              </Heading>
              {profile.specialties.length > 0 ? (
                <Stack direction="row" gap={1} asChild>
                  <ul>
                    {profile.specialties.map((c) => (
                      <li key={c}>
                        <Badge variant="secondary">{categoryLabel(c)}</Badge>
                      </li>
                    ))}
                  </ul>
                </Stack>
              ) : (
                <Text variant="muted">{t('own.noSpecialties')}</Text>
              )}
              <div>
                <Button asChild variant="link" size="inline">
                  <Link to={`/profile/${profile.id}`}>{t('own.publicProfile')}</Link>
                </Button>
              </div>
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

function PayoutCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const onboarding = usePayoutOnboarding();

  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('payout.title')}</CardTitle>
        <CardDescription>{t('payout.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack gap={4}>
          <DescriptionList columns={3}>
            <DescriptionItem>
              <DescriptionTerm>{t('payout.bank')}</DescriptionTerm>
              <DescriptionDetails>
                {profile.bankAccount
                  ? t(`banks.${profile.bankAccount.bank}`, { ns: 'auth' })
                  : t('own.notSet')}
              </DescriptionDetails>
            </DescriptionItem>
            <DescriptionItem>
              <DescriptionTerm>{t('payout.accountNumber')}</DescriptionTerm>
              <DescriptionDetails numeric>
                {profile.bankAccount ? (
                  <>
                    <span aria-hidden="true">
                      {maskAccountNumber(profile.bankAccount.accountNumber)}
                    </span>
                    <VisuallyHidden>
                      {t('payout.maskedLabel', {
                        last4: profile.bankAccount.accountNumber.slice(-4),
                      })}
                    </VisuallyHidden>
                  </>
                ) : (
                  t('own.notSet')
                )}
              </DescriptionDetails>
            </DescriptionItem>
            <DescriptionItem>
              <DescriptionTerm>{t('payout.accountName')}</DescriptionTerm>
              <DescriptionDetails>
                {profile.bankAccount?.accountName ?? t('own.notSet')}
              </DescriptionDetails>
            </DescriptionItem>
          </DescriptionList>
          {profile.payoutsEnabled ? (
            <div>
              <Badge variant="success">{t('payout.enabled')}</Badge>
            </div>
          ) : (
            <Alert variant="warning">
              <AlertTitle>{t('payout.notEnabledTitle')}</AlertTitle>
              <AlertDescription>
                <p>{t('payout.notEnabledDescription')}</p>
              </AlertDescription>
            </Alert>
          )}
          <div>
            <Button loading={onboarding.isPending} onClick={() => void onboarding.start()}>
              {profile.payoutsEnabled ? t('payout.manage') : t('payout.start')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
