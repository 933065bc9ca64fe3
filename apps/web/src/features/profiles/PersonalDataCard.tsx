import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Field,
  Input,
  Stack,
} from '@shootbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toastApiError } from '../../app/api';
import { toast } from '../../app/toast';
import { useSession } from '../../auth/AuthProvider';
import {
  deletionBlockers,
  downloadOwnData,
  useDeleteOwnAccount,
  type DeletionBlocker,
} from './personalData';

/**
 * The own profile's "Your data" card (docs/product.md §14, decision 0031): "Download my data"
 * saves the ZIP of `GET /user/export`; "Delete my account" asks for the confirmation word (EN
 * `DELETE`, TH `ลบ`) in a dialog, then `DELETE /user/profile`. A refusal (a booking in flight)
 * stays in the dialog and lists each blocking booking with its reasons in the reader's language;
 * a deletion goes home with a message and signs out.
 */
export function PersonalDataCard() {
  const { t } = useTranslation('profile');
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadOwnData();
    } catch (error) {
      toastApiError(error, t);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('data.title')}</CardTitle>
        <CardDescription>{t('data.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack direction="row" gap={2}>
          <Button variant="outline" loading={downloading} onClick={() => void download()}>
            {t('data.download')}
          </Button>
          <DeleteAccountDialog />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** "Delete my account" and its confirmation dialog. */
function DeleteAccountDialog() {
  const { t } = useTranslation('profile');
  const { signOut } = useSession();
  const navigate = useNavigate();
  const remove = useDeleteOwnAccount();
  const [typed, setTyped] = useState('');
  const [blockers, setBlockers] = useState<DeletionBlocker[] | null>(null);
  const word = t('data.deleteWord');

  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      const blocking = deletionBlockers(error);
      if (blocking) setBlockers(blocking);
      else toastApiError(error, t);
      throw error; // Keeps the dialog open.
    }
    toast.success(t('data.deleted'));
    await navigate('/', { replace: true });
    await signOut();
  };

  return (
    <ConfirmDialog
      tone="destructive"
      title={t('data.deleteTitle')}
      description={t('data.deleteDescription')}
      confirmLabel={t('data.deleteConfirm')}
      cancelLabel={t('data.keep')}
      confirmDisabled={typed.trim() !== word}
      onConfirm={confirm}
      onOpenChange={(open) => {
        if (open) return;
        setTyped('');
        setBlockers(null);
      }}
      trigger={<Button variant="destructive">{t('data.delete')}</Button>}
    >
      <Stack gap={4}>
        {blockers ? <Blockers blockers={blockers} /> : null}
        <Field label={t('data.typeWord', { word })}>
          <Input
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
      </Stack>
    </ConfirmDialog>
  );
}

/** Why the account cannot go yet: each blocking booking, linked, with its reasons. */
function Blockers({ blockers }: { blockers: DeletionBlocker[] }) {
  const { t } = useTranslation('profile');
  return (
    <Alert variant="warning">
      <AlertTitle>{t('data.blockedTitle')}</AlertTitle>
      <AlertDescription>
        <p>{t('data.blockedDescription')}</p>
        <ul className="list-disc ps-5">
          {blockers.map((blocker, index) => (
            <li key={blocker.appointmentId}>
              <Link to={`/appointment/${blocker.appointmentId}`} className="underline">
                {t('data.booking', { number: index + 1 })}
              </Link>
              {': '}
              {blocker.reasons.map((reason) => t(`data.blockReasons.${reason}`)).join(' · ')}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
