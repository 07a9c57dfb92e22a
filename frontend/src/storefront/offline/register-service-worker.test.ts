import { APP_MANIFEST_URL, registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker', () => {
  const idleCallbacks: Array<{ work: () => void; timeout?: number }> = [];
  const register = jest.fn(() => Promise.resolve({}));

  beforeEach(() => {
    idleCallbacks.length = 0;
    register.mockClear();
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (work: () => void, options?: { timeout?: number }) => idleCallbacks.push({ work, timeout: options?.timeout }),
    });
    Object.defineProperty(window, 'cancelIdleCallback', { configurable: true, value: () => undefined });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null, register, addEventListener: jest.fn() },
    });
  });

  afterEach(() => {
    document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('installs the worker only once the loaded page is idle, not while the takeover is still running', () => {
    registerServiceWorker();

    expect(register).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0].timeout).toBeGreaterThan(0);

    idleCallbacks[0].work();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits for the page to load before asking for the idle moment', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      registerServiceWorker();
      expect(idleCallbacks).toHaveLength(0);

      window.dispatchEvent(new Event('load'));
      expect(idleCallbacks).toHaveLength(1);
      idleCallbacks[0].work();
      expect(register).toHaveBeenCalledTimes(1);
    } finally {
      readyState.mockRestore();
    }
  });

  it('links the app manifest once the loaded page is idle, and only once', () => {
    const manifestLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];
    registerServiceWorker();
    registerServiceWorker();
    expect(manifestLinks()).toHaveLength(0);

    for (const { work } of idleCallbacks) work();
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0].getAttribute('href')).toBe(APP_MANIFEST_URL);
  });

  it('links the app manifest where the browser has no service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    registerServiceWorker();
    idleCallbacks[0].work();
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
  });
});
