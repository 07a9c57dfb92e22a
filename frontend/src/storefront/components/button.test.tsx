import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { QuantityStepper } from './quantity-stepper';
import { WishlistButton } from './wishlist-button';
import { ToastProvider } from '../../components/toast';
import { fakeApi, SIGNED_OUT } from '../../test/fake-api';

describe('the storefront button', () => {
  it('is a native button that does not submit its form unless told to', async () => {
    const submitted = jest.fn((event: SubmitEvent) => event.preventDefault());
    const pressed = jest.fn();
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <Button onClick={pressed}>Try Again</Button>
        <Button variant="primary" type="submit">
          Send Message
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('in the server’s page, is off until the app takes it over when it works only through script', async () => {
    // The heart asks who is signed in: a visitor's saved items are this browser's.
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = (
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <form>
            <Button onClick={() => undefined}>Clear Filters</Button>
            <Button type="submit">Track Order</Button>
            <QuantityStepper value={2} max={5} onChange={() => undefined} />
            <WishlistButton productId="7d1c0e36-0b7e-4c49-9d1a-2f3b1c4d5e6f" productName="Fugu Smock" />
          </form>
        </ToastProvider>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // A tap before the script would do nothing: the shopper sees these are not ready yet.
    for (const name of ['Clear Filters', 'Decrease quantity', 'Increase quantity', 'Add Fugu Smock to wishlist']) expect(screen.getByRole('button', { name })).toBeDisabled();
    // A submit button of a form that also works without script (a GET form) stays on.
    expect(screen.getByRole('button', { name: 'Track Order' })).toBeEnabled();

    await act(async () => {
      hydrateRoot(container, page);
    });
    for (const name of ['Clear Filters', 'Decrease quantity', 'Increase quantity']) expect(screen.getByRole('button', { name })).toBeEnabled();
    // The heart once it knows whose saved items to show (here this browser's).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Fugu Smock to wishlist' })).toBeEnabled());
    container.remove();
  });

  it('when disabled, is announced as such and cannot be pressed', async () => {
    const pressed = jest.fn();
    render(
      <Button disabled onClick={pressed}>
        Chat Active
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Chat Active' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('when loading, says it is busy, keeps its focus and neither repeats its action nor submits again', async () => {
    const pressed = jest.fn();
    const submitted = jest.fn();
    render(
      <form onSubmit={submitted}>
        <Button type="submit" loading onClick={pressed}>
          Placing Order...
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Placing Order...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(button).toHaveFocus();
    expect(pressed).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('shows its icon beside the text, hidden from screen readers', () => {
    render(<Button icon={<svg data-testid="icon" aria-hidden="true" />}>Track Order</Button>);
    expect(screen.getByRole('button', { name: 'Track Order' })).toContainElement(screen.getByTestId('icon'));
  });
});
