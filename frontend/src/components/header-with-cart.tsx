import { useCart } from '../lib/use-cart';
import { SiteHeader } from './site-header';

/** The header with the live cart count (SPEC §7: the cart call also feeds the header badge). */
export default function HeaderWithCart() {
  const { itemCount } = useCart();
  return <SiteHeader cartCount={itemCount} />;
}
