import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Before an optimistic change: cancels fetches under `queryKeys` (so a late
 * response cannot overwrite the change) and returns a function that puts
 * their current data back.
 */
export async function snapshotQueries(queryClient: QueryClient, queryKeys: QueryKey[]): Promise<() => void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  const saved = queryKeys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
  return () => {
    for (const [queryKey, data] of saved) queryClient.setQueryData(queryKey, data);
  };
}
