import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferPartsOnSight, HydrateOnSight } from './hydrate-on-sight';

/** jsdom lays nothing out: the browser's observer is stood in for, and told when the part comes into view. */
class ViewportObserver {
  static watching: ViewportObserver[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    ViewportObserver.watching.push(this);
  }
  observe() {}
  disconnect() {
    ViewportObserver.watching = ViewportObserver.watching.filter((observer) => observer !== this);
  }
  comeIntoView() {
    this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const takenOver: string[] = [];
let root: Root | null = null;

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => void takenOver.push(name), [name]);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {name} pressed {count} times
    </button>
  );
}

function Page() {
  return (
    <>
      <Counter name="Top" />
      <HydrateOnSight>
        <Counter name="Reviews" />
      </HydrateOnSight>
    </>
  );
}

// Rendered before any takeover begins, as the server's process never takes a page over.
const SERVER_HTML = renderToString(<Page />);

async function serverPage(): Promise<HTMLDivElement> {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  deferPartsOnSight();
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return container;
}

describe('a part of a server page taken over on sight', () => {
  beforeEach(() => {
    takenOver.length = 0;
    ViewportObserver.watching = [];
    window.IntersectionObserver = ViewportObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('keeps the server HTML as it is until the shopper nears it, then takes it over', async () => {
    const container = await serverPage();
    expect(takenOver).toEqual(['Top']);
    expect(screen.getByRole('button', { name: 'Reviews pressed 0 times' })).toBeInTheDocument();

    await act(async () => ViewportObserver.watching[0].comeIntoView());
    expect(takenOver).toEqual(['Top', 'Reviews']);
    fireEvent.click(screen.getByRole('button', { name: 'Reviews pressed 0 times' }));
    expect(screen.getByRole('button', { name: 'Reviews pressed 1 times' })).toBeInTheDocument();
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });

  it('takes it over at the first touch inside, in time for the tap that follows', async () => {
    await serverPage();
    const button = screen.getByRole('button', { name: 'Reviews pressed 0 times' });
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    expect(takenOver).toEqual(['Top', 'Reviews']);
    expect(screen.getByRole('button', { name: 'Reviews pressed 1 times' })).toBe(button);
    // Nothing left watching once it is live.
    expect(ViewportObserver.watching).toHaveLength(0);
  });

  it('leaves it alone for a touch elsewhere on the page', async () => {
    await serverPage();
    await act(async () => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Top pressed 0 times' }));
    });
    expect(takenOver).toEqual(['Top']);
  });

  it('renders it live at once when the browser renders the page itself', () => {
    render(<Page />);
    expect(takenOver).toEqual(['Top', 'Reviews']);
    expect(ViewportObserver.watching).toHaveLength(0);
  });
});
