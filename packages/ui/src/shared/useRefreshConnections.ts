'use client';
import { connectedAccountKeys } from '@patchbay/react';
import { useQueryClient } from '@tanstack/react-query';

/** Refetches the user's connected accounts (and the badges and flows showing them) after a connect flow. */
export function useRefreshConnections(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: connectedAccountKeys.all() });
}
