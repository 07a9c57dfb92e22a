import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from './use-auth';
import { useHydrated } from './use-hydrated';

/**
 * The hearts (issue 35, ADR 065). A guest's saved products stay in this browser (localStorage);
 * a signed-in customer's are the account's, read once after the page is live. At sign-in (phone
 * code, e-mail and password, or sign-up: each puts the user in the current-user query) the
 * browser's list is merged into the account's and then cleared here.
 *
 * Only this small store is in the first load (every card shows a heart, and the first-load budget,
 * ADR 060, has no room): reading, merging and saving live in saved-items-sync.ts, imported when
 * the page is live.
 */
export interface SavedItemsState {
  /** Whose list `ids` is: a user id, 'guest', or null before the browser has read either. */
  owner: string | null;
  ids: ReadonlySet<string>;
}

let state: SavedItemsState = { owner: null, ids: new Set() };
const listeners = new Set<() => void>();

export const savedItemsStore = {
  get: (): SavedItemsState => state,
  set(next: SavedItemsState): void {
    state = next;
    for (const listener of listeners) listener();
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loadSync = () => import('./saved-items-sync');

/** Saves or lets go of a product for whoever is signed in; rejects with the server's reason (the heart then goes back). */
export async function setSaved(productId: string, saved: boolean): Promise<void> {
  return (await loadSync()).setSaved(productId, saved);
}

/** For tests: forget what was read. */
export async function resetSavedItems(): Promise<void> {
  (await loadSync()).forgetSync();
  savedItemsStore.set({ owner: null, ids: new Set() });
}

const EMPTY: ReadonlySet<string> = new Set();

/** The saved products once the page is live and the list of whoever is signed in is read (none before). */
export function useSavedItems(): { ids: ReadonlySet<string>; ready: boolean } {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (hydrated && !isLoading) void loadSync().then((sync) => sync.syncSavedItems(userId));
  }, [hydrated, isLoading, userId]);
  const current = useSyncExternalStore(subscribe, savedItemsStore.get, savedItemsStore.get);
  const ready = hydrated && !isLoading && current.owner === (userId ?? 'guest');
  return { ids: ready ? current.ids : EMPTY, ready };
}
