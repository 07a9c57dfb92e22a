import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetDashboardStatsQueryKey, getListOrdersQueryKey, getListSupportRequestsQueryKey } from '../api/generated/endpoints/admin/admin';
import { getListProductsQueryKey } from '../api/generated/endpoints/catalog/catalog';
type AdminList = 'products' | 'orders' | 'support';

// Without parameters each key is the prefix of every page and search of its list.
const LIST_KEYS: Record<AdminList, readonly unknown[]> = {
  // Every page and filter of the catalog, the storefront's too (a product changed for everyone).
  products: getListProductsQueryKey(),
  orders: getListOrdersQueryKey(),
  support: getListSupportRequestsQueryKey(),
};

/** SPEC §7: each successful admin change refreshes the affected list, and the stat cards with it. */
export function useRefreshAfterChange(): (list: AdminList) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (list: AdminList) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEYS[list] }),
        queryClient.invalidateQueries({ queryKey: getGetDashboardStatsQueryKey() }),
      ]);
    },
    [queryClient],
  );
}

/**
 * Puts a changed row (the server's answer) into every cached page of its list that shows it (the
 * tab's page and the overview's five) at once; the refetch confirms it.
 */
export function useReplaceInList(): <T extends { id: string }>(list: 'orders' | 'support', item: T) => void {
  const queryClient = useQueryClient();
  return useCallback(
    <T extends { id: string }>(list: 'orders' | 'support', item: T) => {
      queryClient.setQueriesData<{ data: T[] }>({ queryKey: LIST_KEYS[list] }, (current) =>
        current && Array.isArray(current.data) ? { ...current, data: current.data.map((row) => (row.id === item.id ? item : row)) } : current,
      );
    },
    [queryClient],
  );
}

/**
 * Lists that others change while the console is open (shoppers order and write in, suppliers
 * apply and edit their products): fetched again when a tab shows them and when the admin comes
 * back to the window, rather than the console's default of never going stale.
 */
export const LIVE_LIST = { staleTime: 15_000, refetchOnMount: true, refetchOnWindowFocus: true } as const;
