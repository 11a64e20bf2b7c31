import type { AnyPatchbayError, CursorPage } from '@patchbay/client';
import type {
  InfiniteData,
  QueryKey,
  UseInfiniteQueryOptions,
  UseInfiniteQueryResult,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query';

/** The `error` of a failed Patchbay query or mutation: the client's typed errors, untouched. Narrow on `error.kind`. */
export type PatchbayQueryError = AnyPatchbayError;

/**
 * Options a query hook passes to `useQuery`: `enabled`, `staleTime`,
 * `select`, `placeholderData`, ... (defaults as in react-query unless the
 * hook says otherwise). The key and the fetch are the hook's.
 */
export type PatchbayQueryOptions<TQueryFnData, TData = TQueryFnData> = Omit<
  UseQueryOptions<TQueryFnData, PatchbayQueryError, TData>,
  'queryKey' | 'queryFn'
>;

/** The pages an infinite list hook holds: cursor pages of the wire format. */
export type CursorPages<TItem> = InfiniteData<CursorPage<TItem>, string | undefined>;

/**
 * Options an infinite list hook passes to `useInfiniteQuery`: `enabled`,
 * `staleTime`, `placeholderData`, `maxPages`, ... Paging and `select` are the
 * hook's, so its flat item array always matches `data`.
 */
export type PatchbayInfiniteQueryOptions<TItem> = Omit<
  UseInfiniteQueryOptions<CursorPage<TItem>, PatchbayQueryError, CursorPages<TItem>, QueryKey, string | undefined>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam' | 'select'
>;

/** What an infinite list hook returns besides its flat item array. */
export type CursorPagesResult<TItem> = UseInfiniteQueryResult<CursorPages<TItem>, PatchbayQueryError> & {
  /** How many items the whole list has (`total_items`); undefined until the first page has loaded. */
  totalItems: number | undefined;
};

/**
 * Options a mutation hook passes to `useMutation`: `onSuccess`, `onError`,
 * `onSettled`, `retry`, `mutationKey`, ... They run after the hook's own
 * cache updates. `onMutate` is the hook's (optimistic updates).
 */
export type PatchbayMutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, PatchbayQueryError, TVariables>, 'mutationFn' | 'onMutate'>;
