import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginLinkFrom } from '../../lib/auth-redirect';
import { SERVER_LOGOUT_PATH } from '../../lib/browser-location';
import { greetingName, useAuth } from '../../lib/use-auth';
import { AccountPlaceholder } from './account-placeholder';
import { DownIcon } from '../../components/icons/down';
import { UserIcon } from '../../components/icons/user';
import './user-menu.css';

/**
 * SPEC §2 header: when signed in a user menu (My Orders, Admin Dashboard for admins, My
 * Deliveries for riders, Logout), otherwise a Login link. A plain disclosure (button + list of links), not an antd Dropdown: it
 * sits in the header every shopper downloads, so it costs a few hundred bytes, not the Menu.
 */
export function UserMenu() {
  const { user, isAdmin, isLoading } = useAuth();
  const { pathname, search } = useLocation();

  if (isLoading) return <AccountPlaceholder />;

  if (!user) {
    return (
      <Link to={loginLinkFrom(pathname, search)} className="header-action">
        <UserIcon aria-hidden="true" />
        <span className="header-action__label">Login</span>
      </Link>
    );
  }

  return <SignedInMenu name={greetingName(user, 'Account')} email={user.email ?? user.phone ?? ''} isAdmin={isAdmin} isRider={user.role === 'rider'} />;
}

function SignedInMenu({ name, email, isAdmin, isRider }: { name: string; email: string; isAdmin: boolean; isRider: boolean }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutside = (event: MouseEvent | TouchEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('touchstart', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('touchstart', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-action user-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((current) => !current)}
      >
        <UserIcon aria-hidden="true" />
        <span className="header-action__label user-menu__name">{name}</span>
        <DownIcon className="user-menu__caret" aria-hidden="true" />
      </button>
      <div id={listId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__email" title={email}>
          {email}
        </p>
        <ul className="user-menu__list">
          <li>
            {/* The signed-in home page is where a customer's recent orders are (SPEC §2). */}
            <Link to="/" className="user-menu__item" onClick={() => setOpen(false)}>
              My Orders
            </Link>
          </li>
          <li>
            <Link to="/account" className="user-menu__item" onClick={() => setOpen(false)}>
              My Account
            </Link>
          </li>
          {isAdmin ? (
            <li>
              <Link to="/admin" className="user-menu__item" onClick={() => setOpen(false)}>
                Admin Dashboard
              </Link>
            </li>
          ) : null}
          {isRider ? (
            <li>
              <Link to="/rider" className="user-menu__item" onClick={() => setOpen(false)}>
                My Deliveries
              </Link>
            </li>
          ) : null}
          <li>
            {/* GET /api/logout ends the session on the server and comes back to '/'. */}
            <a href={SERVER_LOGOUT_PATH} className="user-menu__item">
              Logout
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}

export default UserMenu;
