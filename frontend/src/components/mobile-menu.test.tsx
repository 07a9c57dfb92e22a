import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useGetCurrentUser } from '../api/generated/endpoints/identity/identity';
import { ADMIN, answered, CUSTOMER, failed, pending, UNAUTHORIZED } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import MobileMenu from './mobile-menu';

jest.mock('../api/generated/endpoints/identity/identity', () => ({ useGetCurrentUser: jest.fn() }));
const useGetCurrentUserMock = useGetCurrentUser as unknown as jest.Mock;

function drawer() {
  return screen.getByRole('dialog');
}

describe('the phone menu', () => {
  beforeEach(() => useGetCurrentUserMock.mockReset());

  it('offers a visitor Login (back to this page) and Create an account', () => {
    useGetCurrentUserMock.mockReturnValue(failed(UNAUTHORIZED));
    renderWithProviders(<MobileMenu open onClose={() => {}} />, { route: '/cart' });
    expect(within(drawer()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fcart');
    expect(within(drawer()).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(within(drawer()).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a customer who is signed in, My Orders and Logout, without Admin', () => {
    useGetCurrentUserMock.mockReturnValue(answered(CUSTOMER));
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    const account = within(drawer()).getByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('Kofi');
    expect(account).toHaveTextContent(CUSTOMER.email);
    expect(within(account).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/');
    expect(within(account).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    expect(within(drawer()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('gives an admin the Admin link', () => {
    useGetCurrentUserMock.mockReturnValue(answered(ADMIN));
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    expect(within(drawer()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('offers neither Login nor Logout until the user is known', () => {
    useGetCurrentUserMock.mockReturnValue(pending());
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    expect(within(drawer()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });
});

/** The header's button and the drawer it opens, as the site header wires them. */
function MenuWithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileMenu open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('the phone menu drawer', () => {
  beforeEach(() => useGetCurrentUserMock.mockReturnValue(failed(UNAUTHORIZED)));

  it('is a modal dialog that takes the focus, and gives it back when Escape closes it', async () => {
    renderWithProviders(<MenuWithOpener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    expect(drawer()).toHaveAttribute('aria-modal', 'true');
    expect(drawer()).toHaveAccessibleName('Menu');
    expect(drawer()).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the drawer, going round from the last link to the close button and back', async () => {
    renderWithProviders(<MenuWithOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const close = within(drawer()).getByRole('button', { name: 'Close menu' });
    const last = within(drawer()).getByRole('link', { name: 'Create an account' });

    await userEvent.tab();
    expect(close).toHaveFocus();
    last.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes from its close button, from the dimmed page beside it and when a link is followed', async () => {
    renderWithProviders(<MenuWithOpener />);
    const opener = screen.getByRole('button', { name: 'Open menu' });

    await userEvent.click(opener);
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(document.querySelector('.mobile-menu__mask') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(opener);
    await userEvent.click(within(drawer()).getByRole('link', { name: 'Products' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
