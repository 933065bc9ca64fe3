import { unwrap, type Schemas } from '@shootbook/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export type SavedPhotographer = Schemas['PhotographerSummary'];

/** Query keys of the saved photographers (openapi.yaml tag `saved`). */
export const savedKeys = {
  all: ['saved'] as const,
  list: () => [...savedKeys.all, 'list'] as const,
};

/** `GET /users/me/saved` → the signed-in user's saved photographers, last saved first. */
export function savedPhotographersQuery() {
  return queryOptions({
    queryKey: savedKeys.list(),
    queryFn: async () => (await unwrap(api.GET('/users/me/saved'))).photographers,
  });
}

/** What a save toggle sends: the photographer (as a card or profile shows them) and the new state. */
export interface SaveToggle {
  photographer: Schemas['PublicProfile'] &
    Partial<Pick<SavedPhotographer, 'packageCount' | 'minPrice' | 'cover'>>;
  save: boolean;
}

/**
 * Saves (`PUT /users/me/saved/{photographerId}`) or removes (`DELETE`) a photographer,
 * optimistically: the saved list in the cache changes at once (a save puts the photographer
 * first), goes back to what it was and calls `onFailed` when the call fails (also when the toggle
 * that started it has left the screen, as a card taken off the saved list does), and is read again
 * from the server when the call ends either way.
 */
export function useToggleSaved(onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = savedKeys.list();
  return useMutation({
    mutationFn: async ({ photographer, save }: SaveToggle) => {
      const params = { params: { path: { photographerId: photographer.id } } };
      await unwrap(
        save
          ? api.PUT('/users/me/saved/{photographerId}', params)
          : api.DELETE('/users/me/saved/{photographerId}', params),
      );
    },
    onMutate: async ({ photographer, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SavedPhotographer[]>(key);
      const others = (before ?? []).filter((p) => p.id !== photographer.id);
      queryClient.setQueryData<SavedPhotographer[]>(
        key,
        save
          ? [
              {
                packageCount: 0,
                minPrice: null,
                cover: null,
                ...photographer,
              },
              ...others,
            ]
          : others,
      );
      return { before };
    },
    onError: (error, _toggle, context) => {
      queryClient.setQueryData(key, context?.before);
      onFailed(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
