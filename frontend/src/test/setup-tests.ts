import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
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

// A bound, not a wait: findBy/waitFor settle as soon as the screen shows what they look for, and a
// screen of antd components rendered in jsdom on a two-core machine busy with other test lanes can
// take seconds to get there (the default 1 s failed such runs). One bound for every test file, set
// through @testing-library/dom: importing @testing-library/react here would make every file an act()
// environment, and the server-render tests hydrate with React itself.
configure({ asyncUtilTimeout: 20_000 });

// No component test reaches a network: each answers the requests its screen sends (ADR 037).
installFakeApi();
