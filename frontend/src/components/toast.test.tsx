import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOAST_MS, ToastProvider, useToast, type ToastApi } from './toast';

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
});

/*
 * antd's App.useApp() has no provider on storefront routes (only the admin and supplier routes add
 * antd's App), and the test render helper provides one for the staff screens, so a storefront
 * file that went back to it would pass its own tests and fail for shoppers. Hence this check.
 */
describe('the storefront', () => {
  it('toasts through useToast, never through antd App.useApp()', () => {
    const src = join(__dirname, '..');
    const offenders = ['storefront', 'components', 'lib', 'app'].flatMap((dir) =>
      readdirSync(join(src, dir), { recursive: true })
        .map(String)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'ant-app-scope.tsx')
        .filter((file) => /\bApp\.useApp\(/.test(readFileSync(join(src, dir, file), 'utf8')))
        .map((file) => `${dir}/${file}`),
    );
    expect(offenders).toEqual([]);
  });
});
