import { MenuOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { Suspense, lazy, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { formatCartCount } from '../lib/cart-count';
import { KenteMark } from './kente-mark';
import { LOGIN_HREF, NAV_LINKS } from './nav-links';

// The drawer is only downloaded when a phone user first opens the menu.
const MobileMenu = lazy(() => import('./mobile-menu'));

export interface SiteHeaderProps {
  /** Items in the cart; the badge shows from 1 and caps at 99+. */
  cartCount?: number;
}

export function SiteHeader({ cartCount = 0 }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const cartLabel = cartCount > 0 ? `Cart, ${formatCartCount(cartCount)} items` : 'Cart';

  const openMenu = () => {
    setMenuRequested(true);
    setMenuOpen(true);
  };

  return (
    <header className="site-header">
      <div className="kente-band" aria-hidden="true" />
      <div className="container site-header__inner">
        <button type="button" className="icon-button site-header__menu-button" aria-label="Open menu" aria-expanded={menuOpen} onClick={openMenu}>
          <MenuOutlined aria-hidden="true" />
        </button>
        <Link to="/" className="brand" aria-label="Kente & Co. home">
          <KenteMark />
          <span className="brand__name">Kente &amp; Co.</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className="site-nav__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__actions">
          <a href={LOGIN_HREF} className="header-action">
            <UserOutlined aria-hidden="true" />
            <span className="header-action__label">Login</span>
          </a>
          <Link to="/cart" className="header-action cart-link" aria-label={cartLabel}>
            <ShoppingCartOutlined className="cart-link__icon" aria-hidden="true" />
            {cartCount > 0 ? <span className="cart-badge">{formatCartCount(cartCount)}</span> : null}
          </Link>
        </div>
      </div>
      {menuRequested ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
