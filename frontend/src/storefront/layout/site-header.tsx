import { Suspense, lazy, memo, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { formatCartCount } from '../../lib/cart-count';
import { AccountPlaceholder } from './account-placeholder';
import { KenteMark } from '../../components/kente-mark';
import { navLinks } from './nav-links';
import { MenuIcon } from '../../components/icons/menu';
import { ShoppingCartIcon } from '../../components/icons/shopping-cart';
import './site-header.css';

// The drawer is only downloaded when a phone user first opens the menu.
const MobileMenu = lazy(() => import('./mobile-menu'));
/*
 * Its stand-in for a browser that runs no script (ADR 022), rendered into the server's HTML inside
 * a <noscript>. React renders no <noscript> content in the browser, so this chunk is never loaded there.
 */
const NoScriptMenu = lazy(() => import('./noscript-menu'));

export interface SiteHeaderProps {
  /** Items in the cart; the badge shows from 1 and caps at 99+. */
  cartCount?: number;
  /**
   * The account control (Login link or user menu). It needs the current-user query, which is not
   * in the first-load chunk, so the lazy header passes it in; until then a placeholder holds its place.
   */
  account?: ReactNode;
  /** Signed-in admins also get Admin in the navigation. */
  isAdmin?: boolean;
}

/** Memoised: only its props, its own state and the router's links re-render it. */
export const SiteHeader = memo(function SiteHeader({ cartCount = 0, account, isAdmin = false }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const cartLabel = cartCount === 1 ? 'Cart, 1 item' : cartCount > 0 ? `Cart, ${formatCartCount(cartCount)} items` : 'Cart';

  const openMenu = () => {
    setMenuRequested(true);
    setMenuOpen(true);
  };

  return (
    <header className="site-header">
      <div className="kente-band" aria-hidden="true" />
      <div className="container site-header__inner">
        <button type="button" className="icon-button site-header__menu-button" aria-label="Open menu" aria-expanded={menuOpen} onClick={openMenu}>
          <MenuIcon aria-hidden="true" />
        </button>
        {/* No boundary of its own: the server waits for every part before it writes the page (ADR 022). */}
        <noscript>
          <NoScriptMenu />
        </noscript>
        <Link to="/" className="brand" aria-label="Kente & Co. home">
          <KenteMark />
          <span className="brand__name">Kente &amp; Co.</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          {navLinks(isAdmin).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className="site-nav__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__actions">
          {account ?? <AccountPlaceholder />}
          <Link to="/cart" className="header-action cart-link" aria-label={cartLabel}>
            <ShoppingCartIcon className="cart-link__icon" aria-hidden="true" />
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
});
