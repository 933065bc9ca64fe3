/**
 * "Top rated" order of the photographer directory (docs/product.md §9; docs/decisions/0008).
 *
 * A plain average lets one 5-star review outrank forty reviews averaging 4.8. The directory
 * ranks by a Bayesian average instead: every photographer starts as if they had
 * {@link RATING_PRIOR}.count reviews of {@link RATING_PRIOR}.mean stars, and their own reviews
 * pull the score away from that prior as they accumulate.
 */
export const RATING_PRIOR = { count: 5, mean: 4 } as const;

/**
 * The Bayesian average (stars, 1–5) of `count` reviews averaging `average` stars; the prior
 * mean without reviews. The API stores it as `users.rating_rank` (computed by the database
 * from the same constants) and lists photographers by it.
 */
export function bayesianRating(average: number | null, count: number): number {
  return (
    (RATING_PRIOR.count * RATING_PRIOR.mean + (average ?? 0) * count) / (RATING_PRIOR.count + count)
  );
}
