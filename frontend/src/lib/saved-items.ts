import { useEffect, useSyncExternalStore } from 'react';
import { errorMessage } from './api-error';
import { useAuth } from './use-auth';
import { useHydrated } from './use-hydrated';

/**
 * The hearts (issue 35, ADR 065). A guest's saved products stay in this browser (localStorage);
 * a signed-in customer's are the account's, read once after the page is live. At sign-in (phone
 * code, e-mail and password, or sign-up: each puts the user in the current-user query) the
 * browser's list is merged into the account's and then cleared here.
 *
 * The account's client is imported only when it is needed: every product card shows a heart, and
 * the first-load budget (ADR 060) has no room for it.
 */
export const GUEST_SAVED_ITEMS_KEY = 'shop:saved-items';
const GUEST_MAX = 200;

type Api = typeof import('../api/generated/endpoints/saved-items/saved-items');
const loadApi = (): Promise<Api> => import('../api/generated/endpoints/saved-items/saved-items');

interface State {
  /** Whose list `ids` is: a user id, 'guest', or null before the browser has read either. */
  owner: string | null;
  ids: ReadonlySet<string>;
}

let state: State = { owner: null, ids: new Set() };
const listeners = new Set<() => void>();
/** The user (or 'guest') the list is being (or was last) fetched for: one fetch however many hearts ask. */
let syncingFor: string | null = null;

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readGuestIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_SAVED_ITEMS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, GUEST_MAX) : [];
  } catch {
    return [];
  }
}

function writeGuestIds(ids: Iterable<string>): void {
  try {
    const list = [...ids];
    if (list.length === 0) localStorage.removeItem(GUEST_SAVED_ITEMS_KEY);
    else localStorage.setItem(GUEST_SAVED_ITEMS_KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full store: the heart still shows for this page.
  }
}

/** Reads the list of whoever is signed in now (userId null: the guest's, from this browser). */
export async function syncSavedItems(userId: string | null): Promise<void> {
  const owner = userId ?? 'guest';
  if (syncingFor === owner) return;
  syncingFor = owner;
  if (userId === null) {
    set({ owner, ids: new Set(readGuestIds()) });
    return;
  }
  try {
    const api = await loadApi();
    const guestIds = readGuestIds();
    const answer = guestIds.length > 0 ? (await api.mergeSavedItems({ productIds: guestIds })).data : (await api.listSavedItems()).data;
    // Merged (or nothing to merge): the browser's copy is the account's now.
    writeGuestIds([]);
    if (syncingFor === owner) set({ owner, ids: new Set(answer.productIds) });
  } catch {
    // Not read (offline, a server hiccup): the next page load asks again.
    if (syncingFor === owner) syncingFor = null;
  }
}

/**
 * Saves or lets go of a product for whoever is signed in: the heart changes at once, and goes back
 * if the server refuses (the answer's message is the error's description).
 */
export async function setSaved(productId: string, saved: boolean): Promise<void> {
  const before = state;
  const ids = new Set(state.ids);
  if (saved) ids.add(productId);
  else ids.delete(productId);
  set({ ...state, ids });
  if (state.owner === 'guest' || state.owner === null) {
    writeGuestIds(ids);
    return;
  }
  try {
    const api = await loadApi();
    await (saved ? api.saveItem(productId) : api.unsaveItem(productId));
  } catch (error) {
    if (state.owner === before.owner) {
      const restored = new Set(state.ids);
      if (saved) restored.delete(productId);
      else restored.add(productId);
      set({ ...state, ids: restored });
    }
    throw new Error(errorMessage(error));
  }
}

/** For tests: forget what was read. */
export function resetSavedItems(): void {
  syncingFor = null;
  set({ owner: null, ids: new Set() });
}

/** Whether the product is saved, once the page is live and the list of whoever is signed in is read (false before). */
export function useSavedItems(): { ids: ReadonlySet<string>; ready: boolean } {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (hydrated && !isLoading) void syncSavedItems(userId);
  }, [hydrated, isLoading, userId]);
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  const ready = hydrated && !isLoading && current.owner === (userId ?? 'guest');
  return { ids: ready ? current.ids : EMPTY, ready };
}

const EMPTY: ReadonlySet<string> = new Set();
