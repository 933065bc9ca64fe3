import { zodResolver } from '@hookform/resolvers/zod';
import { PLACE_NAME_MAX, placeLink } from '@shootbook/machines';
import { Button, Field, Input } from '@shootbook/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';

/**
 * The place form's rule (openapi.yaml `Place`, docs/decisions/0028): a name of 1–120 characters
 * and, as "Map link or coordinates", an https Google Maps or Apple Maps link or `lat,lng`, turned
 * into the map link by packages/machines `placeLink`. Messages are `threads` keys.
 */
export const sharePlaceSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'placeForm.errors.name'),
      z.maxLength(PLACE_NAME_MAX, 'placeForm.errors.name'),
    ),
  location: z
    .string()
    .check(z.refine((value) => placeLink(value) !== null, 'placeForm.errors.location')),
});

type SharePlaceInput = z.input<typeof sharePlaceSchema>;

/**
 * "Share a place" (docs/product.md §13): a place's name and its map link or coordinates, checked
 * as typed is sent; `onShare` gets the name and the map link, and the form empties for the next.
 * "Cancel" calls `onClose`.
 */
export function SharePlaceForm({
  onShare,
  onClose,
}: {
  onShare: (place: { name: string; url: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('threads');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SharePlaceInput, unknown, z.output<typeof sharePlaceSchema>>({
    resolver: zodResolver(sharePlaceSchema),
    defaultValues: { name: '', location: '' },
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <form
      noValidate
      aria-label={t('placeForm.title')}
      className="space-y-2 rounded-md border p-3"
      onSubmit={(event) => {
        // The place form sits beside the message form: its submit is its own.
        event.stopPropagation();
        void handleSubmit(({ name, location }) => {
          const url = placeLink(location);
          if (url !== null) onShare({ name, url });
          reset();
        })(event);
      }}
    >
      <Field label={t('placeForm.name')} required error={message(errors.name?.message)}>
        <Input autoComplete="off" maxLength={PLACE_NAME_MAX} {...register('name')} />
      </Field>
      <Field
        label={t('placeForm.location')}
        description={t('placeForm.locationHint')}
        required
        error={message(errors.location?.message)}
      >
        <Input inputMode="url" autoComplete="off" {...register('location')} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit">{t('placeForm.share')}</Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('placeForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
