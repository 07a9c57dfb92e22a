import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
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

/** A list whose view a button switches: the cards' markup depends on it. */
function ViewSwitchPage() {
  const [view, setView] = useState<'grid' | 'list'>('grid');
  return (
    <>
      <button type="button" onClick={() => setView('list')}>
        Show as list
      </button>
      <ul>
        <HydrateOnSight as="li" openWhenChanged={view}>
          <p className={`card card--${view}`}>Kente stole</p>
        </HydrateOnSight>
      </ul>
    </>
  );
}

/** A page with a footer that shows the address: the router's navigations are transitions. */
function Footer() {
  return <p>Footer of {useLocation().search}</p>;
}
function NavigatingPage() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/products?page=2')}>
        Next page
      </button>
      <p>Showing {useLocation().search || 'page 1'}</p>
      <HydrateOnSight>
        <Footer />
      </HydrateOnSight>
    </>
  );
}

// Rendered before any takeover begins, as the server's process never takes a page over.
const inRouter = (page: React.ReactNode) => <MemoryRouter initialEntries={['/products']}>{page}</MemoryRouter>;
const SERVER_HTML = renderToString(inRouter(<Page />));
const VIEW_SWITCH_HTML = renderToString(inRouter(<ViewSwitchPage />));
const NAVIGATING_HTML = renderToString(inRouter(<NavigatingPage />));

/** The server's HTML in the document, taken over by the browser as main.tsx does; any error React recovers from is noted. */
async function serverPage(html = SERVER_HTML, page = <Page />) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  deferPartsOnSight();
  const recoverableErrors = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, inRouter(page), { onRecoverableError: recoverableErrors });
  });
  return { container, recoverableErrors };
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
    const { container } = await serverPage();
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

  it('renders it afresh, with the rest of the change, when a value its markup depends on changes', async () => {
    const { container, recoverableErrors } = await serverPage(VIEW_SWITCH_HTML, <ViewSwitchPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Show as list' }));
    // In the tap's own commit, not a transition later.
    expect(container.querySelector('p')).toHaveClass('card--list');
    expect(recoverableErrors).not.toHaveBeenCalled();
  });

  it('never holds back a navigation above it: the part is taken over with it', async () => {
    const { recoverableErrors } = await serverPage(NAVIGATING_HTML, <NavigatingPage />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    });
    expect(screen.getByText('Showing ?page=2')).toBeInTheDocument();
    expect(screen.getByText('Footer of ?page=2')).toBeInTheDocument();
    expect(recoverableErrors).not.toHaveBeenCalled();
  });

  it('renders it live at once when the browser renders the page itself', () => {
    render(inRouter(<Page />));
    expect(takenOver).toEqual(['Top', 'Reviews']);
    expect(ViewportObserver.watching).toHaveLength(0);
  });
});
