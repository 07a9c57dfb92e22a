import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

let navigate: NavigateFunction;
function Page() {
  useScrollOnNavigation();
  navigate = useNavigate();
  return null;
}

// jsdom lays nothing out: here the page is as tall as each test says, and scrolling stops at its end.
let pageHeight = 5000;
const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
const scrollTo = jest.fn((_x: number, y: number) => setScrollY(Math.min(y, pageHeight)));
/** The shopper scrolling the page. */
function scrollPageTo(y: number) {
  setScrollY(y);
  window.dispatchEvent(new Event('scroll'));
}

/** Stands in for jsdom's missing ResizeObserver: `grow` is the page getting taller. */
let observers: Set<() => void>;
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.add(this.callback);
  }
  disconnect() {
    observers.delete(this.callback);
  }
}
function grow(height: number) {
  pageHeight = height;
  for (const callback of [...observers]) callback();
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('useScrollOnNavigation', () => {
  beforeEach(() => {
    pageHeight = 5000;
    observers = new Set();
    setScrollY(0);
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.assign(window, { ResizeObserver: FakeResizeObserver });
    sessionStorage.clear();
  });

  it('leaves the page the app starts on where the shopper has scrolled it, and opens every new page at the top', async () => {
    scrollPageTo(700);
    renderAt('/products');
    await act(async () => undefined);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(700);

    await act(async () => navigate('/shipping'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(async () => navigate('?from=footer'));
    await act(async () => navigate('/support#faq'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(async () => navigate('/products'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('takes Back to where the shopper had scrolled the product list, and Forward to where they were on the product', async () => {
    renderAt('/products?category=kente');
    scrollPageTo(1200);

    await act(async () => navigate('/products/p-1'));
    expect(window.scrollY).toBe(0);
    scrollPageTo(300);

    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    expect(window.scrollY).toBe(1200);

    await act(async () => navigate(1));
    expect(window.scrollY).toBe(300);
    // Kept for the tab's session, so a reload does not lose them.
    expect(Object.values(JSON.parse(sessionStorage.getItem('shop.scroll-positions') ?? '{}') as Record<string, number>)).toEqual(expect.arrayContaining([1200, 300]));
  });

  it('on Back to a list still too short for its place, scrolls there as soon as the list has grown enough', async () => {
    renderAt('/products');
    scrollPageTo(2400);
    await act(async () => navigate('/products/p-1'));

    pageHeight = 900;
    await act(async () => navigate(-1));
    expect(window.scrollY).toBe(900);

    grow(1800);
    expect(window.scrollY).toBe(1800);
    grow(4000);
    expect(window.scrollY).toBe(2400);
    expect(observers.size).toBe(0);
  });

  it('stops waiting for the list to grow once the shopper scrolls on their own', async () => {
    renderAt('/products');
    scrollPageTo(2400);
    await act(async () => navigate('/products/p-1'));

    pageHeight = 900;
    await act(async () => navigate(-1));
    window.dispatchEvent(new Event('wheel'));
    scrollPageTo(100);
    grow(4000);
    expect(window.scrollY).toBe(100);
    expect(observers.size).toBe(0);
  });
});
