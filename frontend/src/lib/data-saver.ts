import { useSyncExternalStore } from 'react';
import type { ProductImageSources } from './product-images';
import { subscribeStorageKey } from './storage-key';

/**
 * Data saver (ADR 021): on when the browser asks to save data (`Save-Data: on`, which it shows
 * pages as navigator.connection.saveData) unless the shopper turned it off in the footer, or
 * when the shopper turned it on there. The footer's choice is remembered on the device.
 */
export const DATA_SAVER_KEY = 'dataSaver';

const listeners = new Set<() => void>();

/** The browser's own request to save data (Chromium browsers on Android: Lite mode, Data Saver). */
export function browserSavesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

function storedChoice(): boolean | null {
  try {
    const value = localStorage.getItem(DATA_SAVER_KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

export function isDataSaverOn(): boolean {
  return storedChoice() ?? browserSavesData();
}

export function setDataSaver(on: boolean): void {
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off');
  } catch {
    // storage blocked: the choice lasts while the page is open, through the listeners only
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  return subscribeStorageKey(DATA_SAVER_KEY, listeners, listener);
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, () => false);
}

/** Only the smallest file of each srcset (the 300 px one): whatever the screen's density, that is what loads. */
export function smallestImageSources(sources: ProductImageSources): ProductImageSources {
  const first = (srcSet: string) => srcSet.split(',')[0].trim();
  return { ...sources, formats: sources.formats.map((format) => ({ ...format, srcSet: first(format.srcSet) })) };
}
