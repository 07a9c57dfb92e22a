import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { LinkButton } from '../components/link-button';
import { PageHeader } from './components/page-header';
import { CartLoadError } from './components/cart-load-error';
import { StatusPanel } from './components/status-panel';
import { CheckoutForm } from './checkout/checkout-form';
import { CheckoutSkeleton } from './checkout/checkout-skeleton';
import { CheckoutSteps } from './checkout/checkout-steps';
import { useCart } from '../lib/use-cart';
import './checkout.css';

/** SPEC §2 "Checkout (/checkout)". */
export default function CheckoutPage() {
  const cart = useCart();
  return (
    <div className="container page checkout-page">
      <Link to="/cart" className="back-link">
        <ArrowLeftOutlined aria-hidden="true" /> Back to Cart
      </Link>
      <PageHeader title="Checkout" />
      <CheckoutSteps />
      {cart.isLoading ? (
        <CheckoutSkeleton />
      ) : cart.isError ? (
        <CartLoadError onRetry={cart.refetch} />
      ) : cart.lines.length === 0 ? (
        <StatusPanel title="Your cart is empty" text="You need items in your cart to checkout.">
          <LinkButton to="/products">Continue Shopping</LinkButton>
        </StatusPanel>
      ) : (
        <CheckoutForm lines={cart.lines} sessionId={cart.sessionId} />
      )}
    </div>
  );
}
