'use client';
import type { PatchbayClient } from '@patchbay/client';
import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import type { PatchbayMutationOptions, PatchbayQueryError } from '../hookOptions';
import { usePatchbayClient } from '../usePatchbayClient';

type Undo = () => void;

export interface MutationRecipe<TData, TVariables> {
  mutationFn: (client: PatchbayClient, variables: TVariables) => Promise<TData>;
  /** Changes cached data before the request is sent; returns how to undo it if the request fails. */
  optimistic?: (queryClient: QueryClient, variables: TVariables) => Promise<Undo>;
  /** Writes the response into the cache. */
  update?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
  /** Keys the mutation makes stale; refetched once it settles. */
  invalidates?: (variables: TVariables) => QueryKey[];
  /** Keys of data the mutation destroyed; dropped from the cache on success. */
  removes?: (variables: TVariables) => QueryKey[];
}

/**
 * A mutation's options: the cache work of a recipe, then the caller's
 * callbacks. On success the mutation stays pending until the invalidated
 * queries have refetched, so a list shows the change when the button stops
 * spinning; on error the undo is immediate and the refetch runs in the
 * background. For `useMutation`, or a `MutationObserver` where no component
 * shows the mutation's state.
 */
export function patchbayMutationOptions<TData, TVariables>(
  recipe: MutationRecipe<TData, TVariables>,
  client: PatchbayClient,
  queryClient: QueryClient,
  options?: PatchbayMutationOptions<TData, TVariables>,
): UseMutationOptions<TData, PatchbayQueryError, TVariables, Undo | undefined> {
  return {
    ...options,
    mutationFn: (variables) => recipe.mutationFn(client, variables),
    onMutate: (variables) => recipe.optimistic?.(queryClient, variables),
    onSuccess: (data, variables, undo, context) => {
      recipe.update?.(queryClient, data, variables);
      for (const queryKey of recipe.removes?.(variables) ?? []) queryClient.removeQueries({ queryKey });
      return options?.onSuccess?.(data, variables, undo, context);
    },
    onError: (error, variables, undo, context) => {
      undo?.();
      return options?.onError?.(error, variables, undo, context);
    },
    onSettled: async (data, error, variables, undo, context) => {
      const refetched = Promise.all((recipe.invalidates?.(variables) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (!error) await refetched;
      return options?.onSettled?.(data, error, variables, undo, context);
    },
  };
}

/** `useMutation` with the cache work of a recipe, then the caller's callbacks (see `patchbayMutationOptions`). */
export function usePatchbayMutation<TData, TVariables>(
  recipe: MutationRecipe<TData, TVariables>,
  options?: PatchbayMutationOptions<TData, TVariables>,
): UseMutationResult<TData, PatchbayQueryError, TVariables> {
  return useMutation(patchbayMutationOptions(recipe, usePatchbayClient(), useQueryClient(), options));
}
