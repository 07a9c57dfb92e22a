import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWIPE_DISMISS_PX, TOAST_MS, ToastProvider, useToast, type ToastApi } from './toast';

function renderToasts() {
  let api: ToastApi | undefined;
  function Grab() {
    api = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  if (!api) throw new Error('no toast API');
  return api;
}

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a new one replaces the last', () => {
    const toast = renderToasts();
    act(() => toast.success({ message: 'Added to cart!', description: 'Dashiki Shirt has been added to your cart' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart!Dashiki Shirt has been added to your cart');
    act(() => toast.error({ message: 'Error', description: 'Only 2 of Dashiki Shirt in stock' }));
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorOnly 2 of Dashiki Shirt in stock');
  });

  it('stays 5 s, counted again from each new toast', () => {
    jest.useFakeTimers();
    const toast = renderToasts();
    act(() => toast.info({ message: 'Removed from wishlist' }));
    act(() => jest.advanceTimersByTime(TOAST_MS - 100));
    act(() => toast.success({ message: 'Added to wishlist' }));
    act(() => jest.advanceTimersByTime(TOAST_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Added to wishlist');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes on its button', async () => {
    const toast = renderToasts();
    act(() => toast.success({ message: 'Review submitted!' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Review submitted!')).not.toBeInTheDocument();
  });

  /** Presses at (100, 40) on the toast, drags by the given offsets, then lets go at the last one. */
  async function swipe(target: Element, pointer: 'touch' | 'mouse', ...moves: [dx: number, dy: number][]) {
    const [press, release] = pointer === 'touch' ? ['[TouchA>]', '[/TouchA]'] : ['[MouseLeft>]', '[/MouseLeft]'];
    const at = ([dx, dy]: [number, number]) => ({ target, coords: { clientX: 100 + dx, clientY: 40 + dy } });
    const last = moves[moves.length - 1];
    await userEvent.pointer([
      { keys: press, ...at([0, 0]) },
      ...moves.map((move) => ({ pointerName: pointer === 'touch' ? 'TouchA' : 'mouse', ...at(move) })),
      { keys: release, ...at(last) },
    ]);
  }

  it.each(['touch', 'mouse'] as const)('is dismissed by a %s swipe right of 50 px', async (pointer) => {
    const toast = renderToasts();
    act(() => toast.success({ message: 'Added to cart!' }));
    await swipe(screen.getByRole('status'), pointer, [20, 2], [SWIPE_DISMISS_PX, 3]);
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
  });

  it('follows the finger, then snaps back and stays when let go short of 50 px', async () => {
    const toast = renderToasts();
    act(() => toast.success({ message: 'Added to cart!' }));
    const card = screen.getByRole('status');
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[TouchA>]', target: card, coords: { clientX: 100, clientY: 40 } },
      { pointerName: 'TouchA', target: card, coords: { clientX: 100 + SWIPE_DISMISS_PX - 1, clientY: 40 } },
    ]);
    expect(card).toHaveStyle({ transform: `translateX(${SWIPE_DISMISS_PX - 1}px)` });
    await user.pointer({ keys: '[/TouchA]', target: card, coords: { clientX: 100 + SWIPE_DISMISS_PX - 1, clientY: 40 } });
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart!');
    expect(card.style.transform).toBe('');
  });

  it('stays when swiped left or dragged mostly up or down', async () => {
    const toast = renderToasts();
    act(() => toast.info({ message: 'Removed from wishlist' }));
    await swipe(screen.getByRole('status'), 'touch', [-20, 0], [-80, 0]);
    await swipe(screen.getByRole('status'), 'touch', [10, 30], [60, 80]);
    expect(screen.getByRole('status')).toHaveTextContent('Removed from wishlist');
  });

  it("sits in a region named 'Notifications (F8)' that F8 focuses from anywhere on the page", async () => {
    const toast = renderToasts();
    act(() => toast.error({ message: 'Error placing order' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveAttribute('tabindex', '-1');
    expect(region).toContainElement(screen.getByRole('alert'));
    expect(region).not.toHaveFocus();
    await userEvent.keyboard('{F8}');
    expect(region).toHaveFocus();
  });
});
