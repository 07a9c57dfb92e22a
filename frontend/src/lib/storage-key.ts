/**
 * For useSyncExternalStore over a value kept in localStorage: `listeners` hears this tab's
 * changes, the storage event another tab's.
 */
export function subscribeStorageKey(key: string, listeners: Set<() => void>, listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
