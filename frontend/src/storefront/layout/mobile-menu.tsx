import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { loginLinkFrom } from '../../lib/auth-redirect';
import { SERVER_LOGOUT_PATH } from '../../lib/browser-location';
import { greetingName, useAuth } from '../../lib/use-auth';
import { KenteMark } from '../../components/kente-mark';
import { navLinks } from './nav-links';
import { CloseIcon } from '../../components/icons/close';
import { LoginIcon } from '../../components/icons/login';
import { LogoutIcon } from '../../components/icons/logout';
import { ShoppingIcon } from '../../components/icons/shopping';
import { UserAddIcon } from '../../components/icons/user-add';
import { LockIcon } from '../icons/lock';
import './mobile-menu.css';

/** The signed-in part of the drawer, or Login / Create an account for visitors (SPEC §2 header). */
function MobileAccount({ onClose }: { onClose: () => void }) {
  const { user, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  if (isLoading) return null;

  if (!user) {
    return (
      <div className="mobile-account">
        <Link to={loginLinkFrom(pathname, search)} className="mobile-nav__link" onClick={onClose}>
          <LoginIcon aria-hidden="true" /> Login
        </Link>
        <Link to="/signup" className="mobile-nav__link" onClick={onClose}>
          <UserAddIcon aria-hidden="true" /> Create an account
        </Link>
      </div>
    );
  }

  return (
    <section className="mobile-account" aria-label="Your account">
      <p className="mobile-account__who">
        <span className="mobile-account__name">{greetingName(user, 'Account')}</span>
        <span className="mobile-account__email">{user.email ?? user.phone}</span>
      </p>
      <Link to="/" className="mobile-nav__link" onClick={onClose}>
        <ShoppingIcon aria-hidden="true" /> My Orders
      </Link>
      <Link to="/account" className="mobile-nav__link" onClick={onClose}>
        <LockIcon aria-hidden="true" /> My Account
      </Link>
      {/* GET /api/logout ends the session on the server and comes back to '/'. */}
      <a href={SERVER_LOGOUT_PATH} className="mobile-nav__link">
        <LogoutIcon aria-hidden="true" /> Logout
      </a>
    </section>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal drawer's keyboard: focus moves into it on open and back to what opened it on close,
 * Tab and Shift+Tab go round inside it, Escape closes it.
 */
function useModalKeyboard(open: boolean, onClose: () => void) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const at = document.activeElement;
      if (event.shiftKey && (at === first || at === panel.current || !panel.current.contains(at))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (at === last || !panel.current.contains(at))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    // The page behind stays where it is while the drawer is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);
  return panel;
}

/**
 * The phone navigation (< 768px), a modal drawer from the left. Loaded on first open; a plain
 * dialog rather than antd's Drawer, which would bring antd into the storefront (ADR 024).
 */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { isAdmin } = useAuth();
  const panel = useModalKeyboard(open, onClose);
  if (!open) return null;
  return (
    <div className="mobile-menu">
      <div className="mobile-menu__mask" aria-hidden="true" onClick={onClose} />
      <div ref={panel} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Menu" tabIndex={-1}>
        <div className="mobile-menu__head">
          <button type="button" className="icon-button mobile-menu__close" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
          <span className="brand">
            <KenteMark size={24} />
            <span className="brand__name">Kente &amp; Co.</span>
          </span>
        </div>
        <div className="mobile-menu__body">
          <nav aria-label="Mobile" className="mobile-nav">
            {navLinks(isAdmin).map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className="mobile-nav__link" onClick={onClose}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <MobileAccount onClose={onClose} />
        </div>
      </div>
    </div>
  );
}
