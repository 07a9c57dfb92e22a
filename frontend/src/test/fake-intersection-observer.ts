import { act } from '@testing-library/react';

interface Observed {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
}

/**
 * jsdom has no IntersectionObserver: this one records each observer made, and `nears(i)` tells the
 * i-th that its element came within its margin, as scrolling would. `remove()` takes it away again.
 */
export function fakeIntersectionObserver() {
  const observers: Observed[] = [];
  Object.assign(globalThis, {
    IntersectionObserver: class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  });
  return {
    observers,
    nears: (index: number) => act(() => observers[index].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
    remove: () => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
