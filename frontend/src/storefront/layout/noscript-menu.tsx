import { NavLink } from 'react-router-dom';
import { MenuIcon } from '../../components/icons/menu';
import { NAV_LINKS } from './nav-links';

/**
 * The phone menu for a browser that runs no script (ADR 022), where the header's menu button opens
 * nothing: a disclosure of the drawer's links in its place, which hides the button. The header
 * renders it inside a <noscript>, which a browser with script never parses: there only the drawer
 * exists, with its focus handling and Escape. Only the server renders it, which never has an
 * account (ADR 022): no Admin link.
 */
export default function NoScriptMenu() {
  return (
    <>
      <style>{'.site-header__menu-button{display:none}'}</style>
      <details className="noscript-menu">
        <summary className="icon-button noscript-menu__button" aria-label="Menu">
          <MenuIcon aria-hidden="true" />
        </summary>
        <nav aria-label="Mobile" className="mobile-nav noscript-menu__panel">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className="mobile-nav__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
      </details>
    </>
  );
}
