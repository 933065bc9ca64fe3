import { Button, Field, NativeSelect, NativeSelectOption, Stack, Text } from '@shootbook/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardGridSkeleton, QueryError } from '../../app/QueryStates';

/** One page of a browse list as the API answers it (openapi.yaml `PhotographerList`, `PackageList`). */
export interface BrowsePage {
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/** What {@link PagedResults} says, already translated (`count` of items is given to each). */
export interface PagedResultsLabels {
  /** "24 photographers found" for an exact total. */
  count: (total: number) => string;
  /** "1000+ photographers found" when the API stopped counting at `total`. */
  countCapped: (total: number) => string;
  /** Announced while the first page loads. */
  loading: string;
  /** Announced while the next page loads. */
  loadingMore: string;
  /** Title of a failed first page. */
  error: string;
  /** Title of a failed next page (the cards read so far stay). */
  errorMore: string;
  /** The "Show more" button. */
  more: string;
  /** "That's all 31 photographers", once the last page is on screen. */
  end: (count: number) => string;
}

/**
 * A browse list read page by page (`useInfiniteQuery` over a cursor-paged API list,
 * docs/decisions/0017): the count of matches (aria-live; "1000+" when capped), card skeletons
 * while the first page loads, the failure with "Try again", `empty` when nothing matches (and no
 * page follows), else
 * `children(items)` followed by skeletons while the next page loads, "Show more" while there is
 * one, and a visible end ("That's all N …") after the last. A failed next page keeps the cards
 * on screen and offers "Try again" for that page only.
 */
export function PagedResults<Page extends BrowsePage, Item>({
  query,
  itemsOf,
  labels,
  empty,
  children,
  card,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  /** The items of one page (e.g. `page.photographers`). */
  itemsOf: (page: Page) => Item[];
  labels: PagedResultsLabels;
  /** Shown when no item matches. */
  empty: ReactNode;
  /** Renders the items read so far (a card grid). */
  children: (items: Item[]) => ReactNode;
  /** The shape of the cards, for their skeletons. */
  card: 'package' | 'photographer';
}) {
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap(itemsOf);

  return (
    <>
      <Text variant="muted" aria-live="polite">
        {first
          ? first.totalCapped
            ? labels.countCapped(first.total)
            : labels.count(first.total)
          : null}
      </Text>
      {query.isPending ? (
        <CardGridSkeleton label={labels.loading} card={card} />
      ) : !query.data ? (
        <QueryError error={query.error} title={labels.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 && !query.hasNextPage ? (
        // A page may be empty while the list goes on (a search by date reads a bounded number of
        // candidates per page, docs/decisions/0027): then "Show more" is offered below.
        empty
      ) : (
        <Stack gap={6}>
          {children(items)}
          {query.isFetchingNextPage ? (
            <CardGridSkeleton label={labels.loadingMore} count={3} card={card} />
          ) : query.isFetchNextPageError ? (
            <QueryError
              error={query.error}
              title={labels.errorMore}
              onRetry={() => void query.fetchNextPage()}
            />
          ) : query.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void query.fetchNextPage()}>
                {labels.more}
              </Button>
            </div>
          ) : (
            <Text variant="muted" className="text-center">
              {labels.end(items.length)}
            </Text>
          )}
        </Stack>
      )}
    </>
  );
}

/**
 * "Sort by": a labelled native select of a browse page's few orders (`sorts`, labelled by `labelOf`); the
 * page writes the choice to the address (`?sort=`).
 */
export function SortSelect<S extends string>({
  label,
  value,
  sorts,
  labelOf,
  onChange,
}: {
  label: string;
  value: S;
  sorts: readonly S[];
  labelOf: (sort: S) => string;
  onChange: (sort: S) => void;
}) {
  return (
    <Field label={label} className="sm:w-56">
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          onChange={(event) => onChange(sorts.find((sort) => sort === event.target.value) ?? value)}
        >
          {sorts.map((sort) => (
            <NativeSelectOption key={sort} value={sort}>
              {labelOf(sort)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
