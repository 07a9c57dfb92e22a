import { useAuth } from '../../lib/use-auth';
import { useCart } from '../../lib/use-cart';
import { SiteHeader } from './site-header';
import { UserMenu } from './user-menu';

/**
 * The header with what it needs the API for (SPEC §7: the cart call feeds the badge; §2: the
 * signed-in state picks the Login link or the user menu, and Admin for admins).
 */
export default function HeaderWithCart() {
  const { itemCount } = useCart();
  const { isAdmin } = useAuth();
  return <SiteHeader cartCount={itemCount} isAdmin={isAdmin} account={<UserMenu />} />;
}
