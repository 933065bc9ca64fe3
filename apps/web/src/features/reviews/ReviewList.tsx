import {
  Avatar,
  Button,
  ConfirmDialog,
  Heading,
  List,
  ListRow,
  RatingStars,
  Stack,
  Text,
  dateTimeFormat,
} from '@shootbook/ui';
import { DISPLAY_TIME_ZONE, formattingLocale } from '@shootbook/machines';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSave } from '../../app/save';
import { useDeleteRating, type Rating } from './queries';
import { displayName } from '../profiles/displayName';

/**
 * Reviews as a list: reviewer, stars, date and comment. The signed-in reviewer (`currentUserId`)
 * gets "Edit" (→ `/profile/{id}/editreview/{ratingid}`) and "Delete" (after confirming) on their own.
 */
export function ReviewList({
  userId,
  ratings,
  currentUserId,
  headingLevel = 'h3',
}: {
  userId: string;
  ratings: Rating[];
  currentUserId?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('reviews');
  const remove = useDeleteRating(userId);
  const save = useSave();
  // The product's date locale for the UI language (en-GB or th-TH with the Buddhist era).
  const dateFormat = dateTimeFormat(formattingLocale(i18n.language), {
    dateStyle: 'medium',
    timeZone: DISPLAY_TIME_ZONE,
  });

  return (
    <List variant="divided">
      {ratings.map((r) => (
        <ListRow key={r.ratingId} layout="stack">
          <Stack direction="row" gap={3}>
            <Avatar name={displayName(r.reviewer, t)} src={r.reviewer.avatarUrl} size="sm" />
            <Heading level={headingLevel === 'h2' ? 2 : 3} size="item">
              {displayName(r.reviewer, t)}
            </Heading>
            <RatingStars value={r.score} label={t('list.score', { score: r.score })} size="sm" />
            <Text variant="muted" asChild>
              <time dateTime={r.createdAt}>{dateFormat.format(new Date(r.createdAt))}</time>
            </Text>
          </Stack>
          {r.comment ? <Text preLine>{r.comment}</Text> : null}
          {currentUserId && r.reviewerId === currentUserId ? (
            <Stack direction="row" gap={2}>
              <Button asChild size="sm" variant="outline">
                <Link to={`/profile/${userId}/editreview/${r.ratingId}`}>{t('list.edit')}</Link>
              </Button>
              <ConfirmDialog
                title={t('list.deleteTitle')}
                description={t('list.deleteDescription')}
                confirmLabel={t('list.deleteConfirm')}
                cancelLabel={t('list.keep')}
                tone="destructive"
                trigger={
                  <Button size="sm" variant="ghost">
                    {t('list.delete')}
                  </Button>
                }
                onConfirm={() => save(() => remove.mutateAsync(r.ratingId), t('list.deleted'))}
              />
            </Stack>
          ) : null}
        </ListRow>
      ))}
    </List>
  );
}
