import { UserOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { NavLink } from 'react-router-dom';
import { KenteMark } from './kente-mark';
import { LOGIN_HREF, NAV_LINKS } from './nav-links';

/** The phone navigation (< 768px), in a drawer from the left. Loaded on first open. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
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
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className="mobile-nav__link" onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
        <a href={LOGIN_HREF} className="mobile-nav__link">
          <UserOutlined aria-hidden="true" /> Login
        </a>
      </nav>
    </Drawer>
  );
}
