import { useAuth } from '../../lib/use-auth';
import { useCart } from '../../lib/use-cart';
import { SiteHeader } from './site-header';
import { UserMenu } from './user-menu';

// One element for every render: the memoised header is not rendered again, all of it, when the page
// is taken over and the cart and the current user turn live with the same answers as before.
const account = <UserMenu />;

/**
 * The header with what it needs the API for (SPEC §7: the cart call feeds the badge; §2: the
 * signed-in state picks the Login link or the user menu, and Admin for admins).
 */
export default function HeaderWithCart() {
  const { itemCount } = useCart();
  const { isAdmin } = useAuth();
  return <SiteHeader cartCount={itemCount} isAdmin={isAdmin} account={account} />;
}
