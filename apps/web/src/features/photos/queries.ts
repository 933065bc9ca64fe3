import { unwrap, type Schemas } from '@shootbook/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { catalogueKeys } from '../catalogue/queries';

export type Photo = Schemas['Photo'];

/** Whose photos: a package's gallery, or a photographer's portfolio. */
export type PhotoOwner = { packageId: string } | { photographerId: string };

/** Query keys of photo lists. */
export const photoKeys = {
  all: ['photos'] as const,
  list: (owner: PhotoOwner) => ['photos', owner] as const,
};

/** How often a list with a photo still `processing` is asked again, milliseconds. */
export const PROCESSING_POLL_MS = 1_500;

/**
 * `GET /photo?packageId=…` or `?photographerId=…` (docs/decisions/0010): the gallery or portfolio
 * in its owner's order, as query options (for a prefetch; {@link usePhotos} also polls).
 */
export function photosQuery(owner: PhotoOwner) {
  return queryOptions({
    queryKey: photoKeys.list(owner),
    queryFn: () => unwrap(api.GET('/photo', { params: { query: owner } })),
  });
}

/** {@link photosQuery}, polled while a photo is still being rendered; idle without an owner. */
export function usePhotos(owner: PhotoOwner | undefined) {
  return useQuery({
    ...photosQuery(owner ?? { packageId: '' }),
    enabled: Boolean(owner && ('packageId' in owner ? owner.packageId : owner.photographerId)),
    refetchInterval: (query) =>
      query.state.data?.photos.some((photo) => photo.status === 'processing')
        ? PROCESSING_POLL_MS
        : false,
  });
}

/**
 * Changes to a gallery or portfolio: reorder (optimistic), make cover, caption, remove. Each
 * refreshes the list and the packages (a package card shows its cover).
 */
export function usePhotoChanges(owner: PhotoOwner) {
  const queryClient = useQueryClient();
  const key = photoKeys.list(owner);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.packages }),
    ]);

  const reorder = useMutation({
    mutationFn: (photoIds: string[]) => unwrap(api.PUT('/photo/order', { body: { photoIds } })),
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Schemas['PhotoList']>(key);
      if (before) {
        const byId = new Map(before.photos.map((photo) => [photo.id, photo]));
        queryClient.setQueryData<Schemas['PhotoList']>(key, {
          ...before,
          photos: photoIds.flatMap((id, position) =>
            byId.has(id) ? [{ ...byId.get(id)!, position }] : [],
          ),
        });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: refresh,
  });
  const cover = useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/photo/{id}/cover', { params: { path: { id } } })),
    onSettled: refresh,
  });
  const caption = useMutation({
    mutationFn: ({ id, caption }: { id: string; caption: string }) =>
      unwrap(
        api.PATCH('/photo/{id}', {
          params: { path: { id } },
          body: { caption: caption.trim() === '' ? null : caption },
        }),
      ),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/photo/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });
  return { reorder, cover, caption, remove };
}
