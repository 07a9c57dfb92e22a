import type { QueryClient } from '@tanstack/react-query';
import { getGetSupplierProfileQueryKey, getListOwnSupplierProductsQueryKey } from '../api/generated/endpoints/suppliers/suppliers';

/** Reads are fresh forever (SPEC §8), so a new sign-in or a sign-out must drop the last supplier's. */
export function forgetSupplierSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: getGetSupplierProfileQueryKey() });
  queryClient.removeQueries({ queryKey: getListOwnSupplierProductsQueryKey() });
}
