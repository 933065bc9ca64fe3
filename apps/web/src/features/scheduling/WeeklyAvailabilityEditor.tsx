import type { Weekday } from '@shootbook/api-client';
import { WEEKDAYS, dayRangeProblems } from '@shootbook/machines';
import { Alert, Button, Input, List, ListRow, ListRowLabel, Stack, Text } from '@shootbook/ui';
import { Plus, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/toast';
import { toastApiError } from '../../app/api';
import { useUpdateWeeklyAvailability } from './queries';
import {
  MAX_RANGES_PER_DAY,
  isWeeklyAvailabilityValid,
  nextRange,
  normalizeWeeklyAvailability,
  type TimeRange,
  type WeeklyAvailability,
} from './weekly-availability';

/** Monday first, as a Thai working week reads; the data keeps SUN…SAT (docs/product.md §3). */
const DISPLAY_ORDER: readonly Weekday[] = [...WEEKDAYS.slice(1), 'SUN'];

/**
 * Editor of the photographer's weekly availability (docs/product.md §3.1: per weekday,
 * `HH:mm`–`HH:mm` ranges in the profile's time zone; `24:00` allowed as an end). Ranges are checked
 * with `dayRangeProblems` of @shootbook/machines (the rule the API saves by) as the photographer types; "Save availability" sends the whole week with
 * `PATCH /user/profile { weeklyAvailability }` and then calls `onSaved` (refresh the session profile).
 */
export function WeeklyAvailabilityEditor({
  value,
  onSaved,
}: {
  value: WeeklyAvailability;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation('schedule');
  const saved = useMemo(() => normalizeWeeklyAvailability(value), [value]);
  const [draft, setDraft] = useState(saved);
  const [showProblems, setShowProblems] = useState(false);
  const update = useUpdateWeeklyAvailability();
  useEffect(() => setDraft(saved), [saved]);

  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const setDay = (day: Weekday, ranges: TimeRange[]) => setDraft((d) => ({ ...d, [day]: ranges }));

  const save = () => {
    if (!isWeeklyAvailabilityValid(draft)) {
      setShowProblems(true);
      return;
    }
    update.mutate(normalizeWeeklyAvailability(draft), {
      onSuccess: async () => {
        await onSaved();
        setShowProblems(false);
        toast.success(t('availability.saved'));
      },
      onError: (error) => toastApiError(error, t),
    });
  };

  return (
    <Stack gap={4}>
      <List variant="divided" asChild>
        <div>
          {DISPLAY_ORDER.map((day) => {
            const ranges = draft[day];
            const problems = dayRangeProblems(ranges);
            const dayName = t(`weekday.${day}`);
            return (
              <ListRow key={day} layout="labelled" asChild>
                <fieldset>
                  <ListRowLabel asChild>
                    <legend>{dayName}</legend>
                  </ListRowLabel>
                  <Stack gap={2} align="start">
                    {ranges.length === 0 ? (
                      <Text variant="muted" className="pt-2">
                        {t('availability.unavailable')}
                      </Text>
                    ) : null}
                    {ranges.map((range, i) => {
                      const n = i + 1;
                      const problem = problems.get(i);
                      const problemId = `${day}-${i}-problem`;
                      const invalid =
                        Boolean(problem) &&
                        (showProblems || (range.start.length >= 5 && range.end.length >= 5));
                      const edit = (patch: Partial<TimeRange>) =>
                        setDay(
                          day,
                          ranges.map((r, j) => (j === i ? { ...r, ...patch } : r)),
                        );
                      /** The "HH:mm" input of the range's start or end, named "Monday start 1" etc. */
                      const timeInput = (end: 'start' | 'end', placeholder: string) => (
                        <Input
                          className="w-24"
                          inputMode="numeric"
                          placeholder={placeholder}
                          aria-label={t(
                            end === 'start' ? 'availability.startLabel' : 'availability.endLabel',
                            { day: dayName, n },
                          )}
                          aria-invalid={invalid || undefined}
                          aria-describedby={invalid ? problemId : undefined}
                          value={range[end]}
                          onChange={(e) => edit({ [end]: e.target.value })}
                        />
                      );
                      return (
                        <Stack key={i} gap={1}>
                          <Stack direction="row" gap={2}>
                            {timeInput('start', '09:00')}
                            <span aria-hidden="true">–</span>
                            {timeInput('end', '18:00')}
                            <Button
                              type="button"
                              variant="ghost"
                              size="icon"
                              aria-label={t('availability.removeRange', {
                                day: dayName,
                                start: range.start,
                                end: range.end,
                              })}
                              onClick={() =>
                                setDay(
                                  day,
                                  ranges.filter((_, j) => j !== i),
                                )
                              }
                            >
                              <X />
                            </Button>
                          </Stack>
                          {invalid && problem ? (
                            <Text id={problemId} variant="error">
                              {t(`availability.problem.${problem}`)}
                            </Text>
                          ) : null}
                        </Stack>
                      );
                    })}
                    {ranges.length < MAX_RANGES_PER_DAY ? (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={t('availability.addTo', { day: dayName })}
                        onClick={() => setDay(day, [...ranges, nextRange(ranges)])}
                      >
                        <Plus /> {t('availability.add')}
                      </Button>
                    ) : null}
                  </Stack>
                </fieldset>
              </ListRow>
            );
          })}
        </div>
      </List>
      <div aria-live="polite">
        {showProblems && !isWeeklyAvailabilityValid(draft) ? (
          <Alert variant="destructive">{t('availability.fixProblems')}</Alert>
        ) : null}
        {dirty && !showProblems ? <Text variant="muted">{t('availability.unsaved')}</Text> : null}
      </div>
      <Stack direction="row" gap={2}>
        <Button type="button" loading={update.isPending} disabled={!dirty} onClick={save}>
          {t('availability.save')}
        </Button>
        {dirty ? (
          <Button type="button" variant="ghost" onClick={() => setDraft(saved)}>
            {t('availability.reset')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
