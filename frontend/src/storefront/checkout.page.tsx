import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from './components/link-button';
import { PageHeader } from './components/page-header';
import { CartLoadError } from './components/cart-load-error';
import { EmptyCartOrAwaitingPayment } from './components/awaiting-payment-panel';
import { StatusPanel } from './components/status-panel';
import { CheckoutForm, type PlacedOrder } from './checkout/checkout-form';
import { CheckoutSkeleton } from './checkout/checkout-skeleton';
import { CheckoutSteps } from './checkout/checkout-steps';
import { useCart } from '../lib/use-cart';
import { useOnline } from '../lib/use-online';
import { NeedsJavaScript } from './components/needs-javascript';
import { ArrowLeftIcon } from './icons/arrow-left';
import './checkout.css';

/** SPEC §2 "Checkout (/checkout)". */
export default function CheckoutPage() {
  const cart = useCart();
  const online = useOnline();
  const offlineCart = cart.isLastKnown || (cart.isError && !online);
  const { refetch } = cart;
  // The cart read offline is asked for again as the connection comes back: the form then opens.
  useEffect(() => {
    if (online && offlineCart) refetch();
  }, [online, offlineCart, refetch]);
  // Once the order is placed the page only says where the shopper is going: not the form again
  // (Place Order enabled) and not 'Your cart is empty' once the emptied cart comes back.
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  return (
    <div className="container page checkout-page">
      <Link to="/cart" className="back-link">
        <ArrowLeftIcon aria-hidden="true" /> Back to Cart
      </Link>
      <PageHeader title="Checkout" />
      <CheckoutSteps />
      <NeedsJavaScript what="Checkout" />
      {placed ? (
        <StatusPanel title="Your order is placed" text={`Order ${placed.orderNumber}`}>
          {placed.paymentUrl ? (
            <p className="leaving-note" role="status">
              Taking you to payment… If nothing happens in a few seconds, <a href={placed.paymentUrl}>continue to payment</a>.
            </p>
          ) : (
            <p className="leaving-note" role="status">
              Opening your order…
            </p>
          )}
        </StatusPanel>
      ) : cart.isLoading ? (
        <CheckoutSkeleton />
      ) : offlineCart ? (
        // Offline (ADR 021): the cart as last seen cannot be ordered; the query asks again once the connection is back.
        <StatusPanel
          role="status"
          title="You are offline"
          text={cart.lines.length > 0 ? 'Checkout needs a connection. Your cart is kept on this device: check out when you are back online.' : 'Checkout needs a connection: come back to it when you are online.'}
        >
          <LinkButton to="/cart">View Your Cart</LinkButton>
        </StatusPanel>
      ) : cart.isError ? (
        <CartLoadError onRetry={cart.refetch} />
      ) : cart.lines.length === 0 ? (
        <EmptyCartOrAwaitingPayment
          empty={
            <StatusPanel title="Your cart is empty" text="You need items in your cart to checkout.">
              <LinkButton to="/products">Continue Shopping</LinkButton>
            </StatusPanel>
          }
        />
      ) : (
        <CheckoutForm
          lines={cart.lines}
          sessionId={cart.sessionId}
          onPlaced={(order) => {
            setPlaced(order);
            window.scrollTo({ top: 0 }); // the short 'placed' panel replaces a long form: show it
          }}
        />
      )}
    </div>
  );
}
