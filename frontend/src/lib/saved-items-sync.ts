import { listSavedItems, mergeSavedItems, saveItem, unsaveItem } from '../api/generated/endpoints/saved-items/saved-items';
import { errorMessage } from './api-error';
import { savedItemsStore } from './saved-items';

/** Where a guest's hearts are kept in this browser until sign-in. */
export const GUEST_SAVED_ITEMS_KEY = 'shop:saved-items';
const GUEST_MAX = 200;

/** The user (or 'guest') the list is being (or was last) read for: one read however many hearts ask. */
let syncingFor: string | null = null;

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

export function forgetSync(): void {
  syncingFor = null;
}

/** Reads the list of whoever is signed in now (userId null: the guest's, from this browser), merging a guest's first. */
export async function syncSavedItems(userId: string | null): Promise<void> {
  const owner = userId ?? 'guest';
  if (syncingFor === owner) return;
  syncingFor = owner;
  if (userId === null) {
    savedItemsStore.set({ owner, ids: new Set(readGuestIds()) });
    return;
  }
  try {
    const guestIds = readGuestIds();
    const answer = guestIds.length > 0 ? (await mergeSavedItems({ productIds: guestIds })).data : (await listSavedItems()).data;
    // Merged (or nothing to merge): the browser's copy is the account's now.
    writeGuestIds([]);
    if (syncingFor === owner) savedItemsStore.set({ owner, ids: new Set(answer.productIds) });
  } catch {
    // Not read (offline, a server hiccup): the next page asks again.
    if (syncingFor === owner) syncingFor = null;
  }
}

/** The heart changes at once, and goes back if the server refuses (rejecting with its reason). */
export async function setSaved(productId: string, saved: boolean): Promise<void> {
  const before = savedItemsStore.get();
  const flip = (ids: ReadonlySet<string>, on: boolean) => {
    const next = new Set(ids);
    if (on) next.add(productId);
    else next.delete(productId);
    return next;
  };
  savedItemsStore.set({ ...before, ids: flip(before.ids, saved) });
  if (before.owner === 'guest' || before.owner === null) {
    writeGuestIds(savedItemsStore.get().ids);
    return;
  }
  try {
    await (saved ? saveItem(productId) : unsaveItem(productId));
  } catch (error) {
    const now = savedItemsStore.get();
    if (now.owner === before.owner) savedItemsStore.set({ ...now, ids: flip(now.ids, !saved) });
    throw new Error(errorMessage(error));
  }
}
