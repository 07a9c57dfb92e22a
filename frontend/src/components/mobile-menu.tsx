import { LoginOutlined, LogoutOutlined, ShoppingOutlined, UserAddOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { loginLinkFrom } from '../lib/auth-redirect';
import { SERVER_LOGOUT_PATH } from '../lib/browser-location';
import { greetingName, useAuth } from '../lib/use-auth';
import { KenteMark } from './kente-mark';
import { navLinks } from './nav-links';
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
          <LoginOutlined aria-hidden="true" /> Login
        </Link>
        <Link to="/signup" className="mobile-nav__link" onClick={onClose}>
          <UserAddOutlined aria-hidden="true" /> Create an account
        </Link>
      </div>
    );
  }

  return (
    <section className="mobile-account" aria-label="Your account">
      <p className="mobile-account__who">
        <span className="mobile-account__name">{greetingName(user, 'Account')}</span>
        <span className="mobile-account__email">{user.email}</span>
      </p>
      <Link to="/" className="mobile-nav__link" onClick={onClose}>
        <ShoppingOutlined aria-hidden="true" /> My Orders
      </Link>
      {/* GET /api/logout ends the session on the server and comes back to '/'. */}
      <a href={SERVER_LOGOUT_PATH} className="mobile-nav__link">
        <LogoutOutlined aria-hidden="true" /> Logout
      </a>
    </section>
  );
}

/** The phone navigation (< 768px), in a drawer from the left. Loaded on first open. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { isAdmin } = useAuth();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={288}
      title={
        <span className="brand">
          <KenteMark size={24} />
          <span className="brand__name">Kente &amp; Co.</span>
        </span>
      }
    >
      <nav aria-label="Mobile" className="mobile-nav">
        {navLinks(isAdmin).map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className="mobile-nav__link" onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <MobileAccount onClose={onClose} />
    </Drawer>
  );
}
