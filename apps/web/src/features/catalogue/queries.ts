import { unwrap, type Schemas } from '@shootbook/api-client';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../app/api';
import {
  BROWSE_PAGE_SIZE,
  catalogueQuery,
  type CatalogueFilters,
  type PackageSort,
  type PhotographerSort,
} from './filters';

export type Package = Schemas['Package'];
export type PackageDetail = Schemas['PackageDetail'];
export type Subpackage = Schemas['Subpackage'];
export type PhotographerSummary = Schemas['PhotographerSummary'];

/**
 * Query keys of the catalogue. Everything about packages sits under `['packages']`, so one
 * invalidation after a package or sub-package change refreshes lists, details and prices.
 */
export const catalogueKeys = {
  packages: ['packages'] as const,
  packageList: (filters: CatalogueFilters & { photographerId?: string }) =>
    ['packages', 'list', filters] as const,
  packageDetail: (id: string) => ['packages', 'detail', id] as const,
  subpackage: (id: string) => ['packages', 'subpackage', id] as const,
  subpackageList: (filter: { photographerId?: string; packageId?: string }) =>
    ['packages', 'subpackages', filter] as const,
  packagePages: (filters: CatalogueFilters, sort: PackageSort) =>
    ['packages', 'pages', filters, sort] as const,
  photographers: (query: { sort?: PhotographerSort; limit?: number }) =>
    ['photographers', 'list', query] as const,
  photographerPages: (filters: CatalogueFilters, sort: PhotographerSort) =>
    ['photographers', 'pages', filters, sort] as const,
};

/** `GET /package?…&limit=1000`: active packages matching the filters (optionally one photographer's). */
export function packagesQuery(filters: CatalogueFilters & { photographerId?: string } = {}) {
  return queryOptions({
    queryKey: catalogueKeys.packageList(filters),
    queryFn: () =>
      unwrap(
        api.GET('/package', {
          params: {
            query: {
              ...catalogueQuery(filters),
              ...(filters.photographerId ? { photographerId: filters.photographerId } : {}),
            },
          },
        }),
      ),
  });
}

/** {@link packagesQuery}, keeping the previous list on screen while new filters load. */
export function usePackages(
  filters: CatalogueFilters & { photographerId?: string } = {},
  enabled = true,
) {
  return useQuery({ ...packagesQuery(filters), placeholderData: keepPreviousData, enabled });
}

/** `GET /package/{id}`: the package with its photographer, gallery and sub-packages, as query options. */
export function packageQuery(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.packageDetail(id),
    queryFn: () => unwrap(api.GET('/package/{id}', { params: { path: { id } } })),
  });
}

/** {@link packageQuery} as a hook; idle without an id. */
export function usePackage(id: string | undefined) {
  return useQuery({ ...packageQuery(id ?? ''), enabled: Boolean(id) });
}

/**
 * `GET /user/photographers?sort&limit`: the first `limit` photographers of an order, no filters
 * (the home page's "Top rated", in the API's Bayesian order).
 */
export function photographersQuery(query: { sort: PhotographerSort; limit: number }) {
  return queryOptions({
    queryKey: catalogueKeys.photographers(query),
    queryFn: () => unwrap(api.GET('/user/photographers', { params: { query } })),
  });
}

/** {@link photographersQuery} as a hook. */
export function usePhotographers(query: { sort: PhotographerSort; limit: number }) {
  return useQuery(photographersQuery(query));
}

/** The query of one page of a browse list: filters, order, page size and the cursor, if any. */
function pageQuery<S extends string>(
  filters: CatalogueFilters,
  sort: S,
  cursor: string | undefined,
) {
  return {
    ...catalogueQuery(filters, BROWSE_PAGE_SIZE),
    sort,
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * A browse list read page by page, as infinite query options: `read(cursor)` fetches one page, the
 * first without a cursor and each next one with the previous page's `nextCursor`
 * (docs/decisions/0017). `data.pages` holds the pages read so far; `hasNextPage` is false once a
 * page ended the list.
 */
function pagesQuery<Page extends { nextCursor: string | null }>(
  queryKey: readonly unknown[],
  read: (cursor: string | undefined) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => read(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Page) => page.nextCursor ?? undefined,
  });
}

/**
 * The photographer directory page by page: `GET /user/photographers` with the filters, `sort`
 * and {@link BROWSE_PAGE_SIZE} (see {@link pagesQuery}).
 */
export function photographerPagesQuery(filters: CatalogueFilters, sort: PhotographerSort) {
  return pagesQuery(catalogueKeys.photographerPages(filters, sort), (cursor) =>
    unwrap(api.GET('/user/photographers', { params: { query: pageQuery(filters, sort, cursor) } })),
  );
}

/** {@link photographerPagesQuery} as a hook; while new filters load, the previous results stay on screen. */
export function usePhotographerPages(filters: CatalogueFilters, sort: PhotographerSort) {
  return useInfiniteQuery({
    ...photographerPagesQuery(filters, sort),
    placeholderData: keepPreviousData,
  });
}

/**
 * Packages page by page: `GET /package` with the filters, `sort` and {@link BROWSE_PAGE_SIZE}
 * (see {@link pagesQuery}).
 */
export function packagePagesQuery(filters: CatalogueFilters, sort: PackageSort) {
  return pagesQuery(catalogueKeys.packagePages(filters, sort), (cursor) =>
    unwrap(api.GET('/package', { params: { query: pageQuery(filters, sort, cursor) } })),
  );
}

/** {@link packagePagesQuery} as a hook; while new filters load, the previous results stay on screen. */
export function usePackagePages(filters: CatalogueFilters, sort: PackageSort) {
  return useInfiniteQuery({
    ...packagePagesQuery(filters, sort),
    placeholderData: keepPreviousData,
  });
}

/** `GET /subpackage/{id}`. */
export function useSubpackage(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.subpackage(id ?? ''),
    queryFn: () => unwrap(api.GET('/subpackage/{id}', { params: { path: { id: id! } } })),
    enabled: Boolean(id),
  });
}

/**
 * `GET /subpackage?photographerId|packageId&limit=1000` (docs/product.md §7: the filter variant with
 * `limit=1000`, reading `subpackages`): the sub-packages the API shows the caller — a
 * photographer's whole offer across their packages, prices in satang, durations in minutes.
 */
export function subpackagesQuery(filter: { photographerId?: string; packageId?: string }) {
  return queryOptions({
    queryKey: catalogueKeys.subpackageList(filter),
    queryFn: async () =>
      (await unwrap(api.GET('/subpackage', { params: { query: { ...filter, limit: 1000 } } })))
        ?.subpackages ?? [],
  });
}

/** {@link subpackagesQuery} as a hook. */
export function useSubpackages(filter: { photographerId?: string; packageId?: string }) {
  return useQuery(subpackagesQuery(filter));
}

/** Invalidates packages and photographers (a photographer's `minPrice` and `packageCount` depend on them). */
function useInvalidateCatalogue() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: catalogueKeys.packages }),
      client.invalidateQueries({ queryKey: ['photographers'] }),
    ]);
}

/** `POST /package` (photographers only; 403 otherwise). Resolves with the created package. */
export function useCreatePackage() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: Schemas['PackageCreate']) => unwrap(api.POST('/package', { body })),
    onSuccess: () => invalidate(),
  });
}

/** `PATCH /package/{id}` (owner only). Also used to deactivate/reactivate (`{ active }`). */
export function useUpdatePackage() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Schemas['PackageUpdate'] }) =>
      unwrap(api.PATCH('/package/{id}', { params: { path: { id } }, body })),
    onSuccess: () => invalidate(),
  });
}

/** `DELETE /package/{id}`: 409 `conflict` while Pending/Accepted appointments use it. */
export function useDeletePackage() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/package/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidate(),
  });
}

/** `POST /subpackage/{packageId}` (the path id is the **package** id, docs/decisions/0001). */
export function useCreateSubpackage() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ packageId, body }: { packageId: string; body: Schemas['SubpackageCreate'] }) =>
      unwrap(api.POST('/subpackage/{id}', { params: { path: { id: packageId } }, body })),
    onSuccess: () => invalidate(),
  });
}

/** `PATCH /subpackage/{id}`: price and duration changes apply to new bookings only. */
export function useUpdateSubpackage() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Schemas['SubpackageUpdate'] }) =>
      unwrap(api.PATCH('/subpackage/{id}', { params: { path: { id } }, body })),
    onSuccess: () => invalidate(),
  });
}

/** `DELETE /subpackage/{id}`: 409 while Pending/Accepted appointments use it. */
export function useDeleteSubpackage() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/subpackage/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidate(),
  });
}
