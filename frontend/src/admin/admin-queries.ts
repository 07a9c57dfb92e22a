import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetDashboardStatsQueryKey, getListOrdersQueryKey, getListSupportRequestsQueryKey } from '../api/generated/endpoints/admin/admin';
import { getListProductsQueryKey } from '../api/generated/endpoints/catalog/catalog';
type AdminList = 'products' | 'orders' | 'support';

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

/** Puts a changed row (the server's answer) into its cached list at once; the refetch confirms it. */
export function useReplaceInList(): <T extends { id: string }>(list: 'orders' | 'support', item: T) => void {
  const queryClient = useQueryClient();
  return useCallback(
    <T extends { id: string }>(list: 'orders' | 'support', item: T) => {
      queryClient.setQueryData<{ data: T[] }>(LIST_KEYS[list], (current) =>
        current && Array.isArray(current.data) ? { ...current, data: current.data.map((row) => (row.id === item.id ? item : row)) } : current,
      );
    },
    [queryClient],
  );
}
