import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { installFakeApi } from './fake-api';

// React's server renderer (the server-rendered page's tests) reaches for these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd's responsive helpers query media; jsdom has no matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

window.scrollTo = () => {};

// No component test reaches a network: each answers the requests its screen sends (ADR 037).
installFakeApi();
