import * as React from 'react';
import { Star } from 'lucide-react';

import { cn } from '../cn.ts';

const SCORES = [1, 2, 3, 4, 5] as const;

interface RatingStarsBaseProps {
  /** Accessible name: for display the whole reading ("Rated 4.5 out of 5"), for input the question ("Your rating"). */
  label: string;
  size?: 'sm' | 'default' | 'lg';
  className?: string;
}

interface RatingStarsDisplayProps extends RatingStarsBaseProps {
  /** Average score 0–5; fractions fill part of a star (e.g. `ratingAverage` 4.3). */
  value: number;
  onValueChange?: undefined;
}

interface RatingStarsInputProps extends RatingStarsBaseProps {
  /** Chosen score 1–5, or `null`/`0` for none yet. */
  value: number | null;
  /** Makes the stars an input: called with the chosen integer score 1–5. */
  onValueChange: (score: number) => void;
  /** Accessible name of each star, e.g. `(n) => t('rating.star', { count: n })` → "3 stars". Defaults to the number. */
  scoreLabel?: (score: number) => string;
  /** Form field name of the radio inputs; generated when omitted. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** From a {@link Field}: `aria-describedby` / `aria-invalid` for the group. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

type RatingStarsProps = RatingStarsDisplayProps | RatingStarsInputProps;

const starSize = { sm: 'size-3.5', default: 'size-5', lg: 'size-7' } as const;

/**
 * Review score, 1–5 integer (docs/product.md §3.7).
 *
 * - Display (no `onValueChange`): an image of five stars, partly filled to `value`, named by `label`.
 * - Input (`onValueChange` given): a radio group of five native radios, so Tab enters the group
 *   and the arrow keys change the score; hovering previews a score.
 */
function RatingStars(props: RatingStarsProps) {
  const { label, size = 'default', className } = props;
  if (props.onValueChange === undefined) {
    const value = Math.max(0, Math.min(5, props.value));
    return (
      <span
        data-slot="rating-stars"
        data-mode="display"
        role="img"
        aria-label={label}
        className={cn('inline-flex items-center gap-0.5', className)}
      >
        {SCORES.map((score) => {
          const fill = Math.max(0, Math.min(1, value - (score - 1)));
          return (
            <span key={score} className="relative inline-flex" aria-hidden="true">
              <Star className={cn(starSize[size], 'text-amber-700/40')} />
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star className={cn(starSize[size], 'fill-amber-500 text-amber-700')} />
              </span>
            </span>
          );
        })}
      </span>
    );
  }
  return <RatingStarsInput {...props} />;
}

function RatingStarsInput({
  label,
  size = 'default',
  className,
  value,
  onValueChange,
  scoreLabel = String,
  name,
  disabled,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: RatingStarsInputProps) {
  const generated = React.useId();
  const groupName = name ?? `rating-${generated}`;
  const [hover, setHover] = React.useState<number | null>(null);
  const shown = hover ?? value ?? 0;

  return (
    <div
      data-slot="rating-stars"
      data-mode="input"
      role="radiogroup"
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      className={cn('inline-flex items-center gap-1', disabled && 'opacity-60', className)}
      onMouseLeave={() => setHover(null)}
    >
      {SCORES.map((score) => (
        <label
          key={score}
          data-slot="rating-star"
          data-filled={score <= shown || undefined}
          className="cursor-pointer rounded-sm p-0.5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed"
          onMouseEnter={() => !disabled && setHover(score)}
        >
          <input
            type="radio"
            className="sr-only"
            name={groupName}
            value={score}
            checked={value === score}
            disabled={disabled}
            required={required}
            aria-label={scoreLabel(score)}
            onChange={() => onValueChange(score)}
          />
          <Star
            aria-hidden="true"
            className={cn(
              starSize[size],
              'transition-colors',
              score <= shown ? 'fill-amber-500 text-amber-700' : 'text-amber-800/50',
            )}
          />
        </label>
      ))}
    </div>
  );
}

export {
  RatingStars,
  type RatingStarsProps,
  type RatingStarsDisplayProps,
  type RatingStarsInputProps,
};
