import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

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
