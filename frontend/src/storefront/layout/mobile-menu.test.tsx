import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ADMIN, CUSTOMER } from '../../test/fixtures';
import { fakeApi, never, ok, SIGNED_OUT } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import MobileMenu from './mobile-menu';

function drawer() {
  return screen.getByRole('dialog');
}

describe('the phone menu', () => {
  it('offers a visitor Login (back to this page) and Create an account', async () => {
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    renderWithProviders(<MobileMenu open onClose={() => {}} />, { route: '/cart' });
    expect(await within(drawer()).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fcart');
    expect(within(drawer()).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(within(drawer()).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a customer who is signed in, My Orders and Logout, without Admin', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    const account = await within(drawer()).findByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent('Kofi');
    expect(account).toHaveTextContent(CUSTOMER.email!);
    expect(within(account).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/');
    expect(within(account).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    expect(within(drawer()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('gives an admin the Admin link', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(ADMIN));
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    expect(await within(drawer()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('offers neither Login nor Logout until the user is known', () => {
    fakeApi.on('GET', '/api/auth/user', never());
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
  beforeEach(() => fakeApi.on('GET', '/api/auth/user', SIGNED_OUT));

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
