import { amountToFreeShipping, formatCedis, LOW_STOCK_AT_MOST, orderTotals, toPesewas } from '@shop/rules';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useChangeCartQuantity, useRemoveCartItem } from '../api/generated/endpoints/cart/cart';
import type { CartLineDto } from '../api/generated/model';
import { LinkButton } from './components/link-button';
import { OrderSummary } from './components/order-summary';
import { PageHeader } from './components/page-header';
import { ProductImage } from '../components/product-image';
import { QuantityStepper } from './components/quantity-stepper';
import { SkeletonBlock } from './components/skeleton-block';
import { CartLoadError } from './components/cart-load-error';
import { canChangeChoice, LineChoice } from './cart/line-choice';
import { StatusPanel } from './components/status-panel';
import { EmptyCartOrAwaitingPayment } from './components/awaiting-payment-panel';
import { errorMessage } from '../lib/api-error';
import { lineProblem, orderableLines } from '../lib/cart-availability';
import { useCart, useRefreshCart } from '../lib/use-cart';
import { totalsWithPromotions, usePromoCode, usePromotionQuote } from '../lib/promotions';
import { DiscountRows, discountLines } from '../components/discount-rows';
import type { PromotionQuoteDto } from '../api/generated/model';
import { useOnline } from '../lib/use-online';
import { useCartQueue } from './offline/use-cart-queue';
import { WaitingLines } from './offline/waiting-lines';
import { NeedsJavaScript } from './components/needs-javascript';
import { useToast } from '../components/toast';
import { DeleteIcon } from './icons/delete';
import { LockIcon } from './icons/lock';
import { ShoppingCartIcon } from '../components/icons/shopping-cart';
import { Button } from './components/button';
import { OrderOnWhatsApp } from './components/order-on-whatsapp';
import { cartOrderText } from '../lib/whatsapp';
import './cart.css';

function cedis(pesewas: number): string {
  return formatCedis(pesewas, { fromPesewas: true });
}

function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

function StockNote({ line }: { line: CartLineDto }) {
  // The bound is the line's own size and colour, not the product's total (issue 16).
  const stock = line.variantStock;
  const problem = lineProblem(line);
  if (problem?.kind === 'sold-out') return <p className="cart-line__note cart-line__note--problem">Out of stock: not in the total. Please remove it to check out</p>;
  if (problem?.kind === 'too-many') return <p className="cart-line__note cart-line__note--problem">Only {problem.left} left: not in the total. Please lower the quantity</p>;
  if (stock <= LOW_STOCK_AT_MOST) return <p className="cart-line__note">Only {stock} left</p>;
  return null;
}

interface CartLineProps {
  line: CartLineDto;
  /** A quantity change or removal is on its way: the steppers wait for it (SPEC §4). */
  busy: boolean;
  removing: boolean;
  onQuantity: (line: CartLineDto, quantity: number) => void;
  onRemove: (line: CartLineDto) => void;
}

function CartLine({ line, busy, removing, onQuantity, onRemove }: CartLineProps) {
  const nameId = useId();
  const { product } = line;
  const href = `/products/${line.productId}`;
  const lineTotal = toPesewas(product.price) * line.quantity;
  const unavailable = lineProblem(line) !== null;
  const variant = [line.size ? `Size: ${line.size}` : null, line.color ? `Colour: ${line.color}` : null].filter(Boolean).join(' · ');

  return (
    <li className={`surface cart-line${unavailable ? ' cart-line--unavailable' : ''}`} aria-labelledby={nameId}>
      <Link to={href} className="cart-line__image" tabIndex={-1} aria-hidden="true">
        <ProductImage path={product.images[0]} alt="" sizes="112px" />
      </Link>
      <div className="cart-line__info">
        <h2 id={nameId} className="cart-line__name">
          <Link to={href} className="product-name-link">{product.name}</Link>
        </h2>
        {variant || canChangeChoice(line) ? (
          <div className="line-choice__row">
            {variant ? <p className="cart-line__variant">{variant}</p> : null}
            {canChangeChoice(line) ? <LineChoice line={line} disabled={busy} /> : null}
          </div>
        ) : null}
        <p className="cart-line__price">
          {formatCedis(product.price)} <span className="cart-line__each">each</span>
        </p>
        <StockNote line={line} />
      </div>
      <div className="cart-line__controls">
        <QuantityStepper
          size="sm"
          value={line.quantity}
          // A line above the stock (it sold down meanwhile) may still come down to what is left.
          max={Math.max(line.variantStock, 1)}
          disabled={busy || line.variantStock <= 0}
          onChange={(quantity) => onQuantity(line, Math.min(quantity, Math.max(line.variantStock, 1)))}
          itemName={product.name}
        />
        <p className="cart-line__total">
          <span className="sr-only">Line total </span>
          {cedis(lineTotal)}
        </p>
        <Button variant="text" className="cart-line__remove" icon={<DeleteIcon aria-hidden="true" />} loading={removing} disabled={busy && !removing} onClick={() => onRemove(line)} aria-label={`Remove ${product.name}`}>
          <span className="cart-line__remove-text">Remove</span>
        </Button>
      </div>
    </li>
  );
}

interface PromoCodeProps {
  /** The code applied in this tab, if any. */
  code: string | null;
  /** The server's word on it: applied, or why not. */
  answer: PromotionQuoteDto['code'] | undefined;
  checking: boolean;
  failed: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** SPEC §2's 'Have a promo code?': the server prices the cart with the code and says why one does nothing (ADR 061). */
export function PromoCode({ code, answer, checking, failed, onApply, onRemove }: PromoCodeProps) {
  const inputId = useId();
  const answerId = useId();
  const [typed, setTyped] = useState(code ?? '');
  const [empty, setEmpty] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    setEmpty(value === '');
    if (value) onApply(value);
  };
  const refused = answer && !answer.applied ? answer.message : null;
  const problem = empty ? 'Enter a promo code.' : failed ? 'The code could not be checked. Please try again.' : refused;
  if (code && answer?.applied) {
    return (
      <div className="promo">
        <p className="promo__applied" role="status">
          <span>{answer.code} applied</span>
          <Button variant="link" onClick={onRemove}>
            Remove
          </Button>
        </p>
      </div>
    );
  }
  return (
    <details className="promo" open={Boolean(code) || undefined}>
      <summary className="promo__summary">Have a promo code?</summary>
      <form className="promo__row" onSubmit={apply} noValidate>
        <label htmlFor={inputId} className="sr-only">
          Promo code
        </label>
        <input
          id={inputId}
          className="text-input"
          placeholder="Enter promo code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? answerId : undefined}
        />
        <Button type="submit" loading={checking}>
          Apply
        </Button>
      </form>
      {problem ? (
        <p id={answerId} className="promo__answer promo__answer--refused" role="alert">
          {problem}
        </p>
      ) : null}
    </details>
  );
}

function CartSkeleton() {
  return (
    <div className="with-aside cart-layout" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your cart…
      </span>
      <ul className="cart-lines">
        {[0, 1].map((key) => (
          <li key={key} className="surface cart-line">
            <SkeletonBlock shape="box" className="cart-line__image" />
            <div className="cart-line__info">
              <SkeletonBlock width="70%" />
              <SkeletonBlock width="40%" />
            </div>
          </li>
        ))}
      </ul>
      <SkeletonBlock shape="text" style={{ height: 240 }} />
    </div>
  );
}

/** SPEC §2 "Cart (/cart)". */
export default function CartPage() {
  const notification = useToast();
  const cart = useCart();
  const refreshCart = useRefreshCart();
  const showError = (error: unknown) => notification.error({ message: 'Error', description: errorMessage(error) });

  // Each change refetches the cart before the buttons come back, so a second tap counts from the new quantity.
  const changeQuantity = useChangeCartQuantity({ mutation: { onError: showError, onSettled: () => refreshCart() } });
  const removeItem = useRemoveCartItem({
    mutation: {
      onSuccess: () => notification.success({ message: 'Item removed', description: 'Item has been removed from your cart.' }),
      onError: showError,
      onSettled: () => refreshCart(),
    },
  });
  const busy = changeQuantity.isPending || removeItem.isPending;
  // Offline (ADR 021): the cart as last read, to look at; changing it and checking out wait for the connection.
  const online = useOnline();
  const offlineId = useId();
  // Additions made offline: shown above the cart, never behind "Your cart is empty".
  const waiting = useCartQueue();

  const { lines } = cart;
  // A sold-out line (or one above what is left) cannot be ordered: the total leaves it out, as the order would.
  const orderable = orderableLines(lines);
  const standard = orderTotals(orderable.map((line) => ({ unitPrice: toPesewas(line.product.price), quantity: line.quantity })), 'standard');
  // The server prices the promotions: the code applied here and the automatic ones (ADR 061).
  const [promoCode, setPromoCode] = usePromoCode();
  const quote = usePromotionQuote({ items: orderable.map((line) => ({ productId: line.productId, quantity: line.quantity })), ...(promoCode ? { code: promoCode } : {}) }, !cart.isLoading && online);
  const quoted = quote.data;
  const totals = totalsWithPromotions(standard.subtotal, standard.shipping, quoted);
  const missingForFreeShipping = amountToFreeShipping(totals.subtotal);
  const hasStockProblem = orderable.length < lines.length;
  const problemId = useId();

  return (
    <div className="container page cart-page">
      <PageHeader title="Shopping Cart" subtitle={!cart.isLoading && lines.length > 0 ? itemCountText(cart.itemCount) : undefined} />
      <NeedsJavaScript what="The cart" />
      {waiting.length > 0 ? <WaitingLines additions={waiting} /> : null}

      {cart.isLoading ? (
        <CartSkeleton />
      ) : cart.isError ? (
        waiting.length > 0 ? null : <CartLoadError onRetry={cart.refetch} />
      ) : lines.length === 0 && waiting.length > 0 ? null : lines.length === 0 ? (
        <div className="cart-empty">
          <ShoppingCartIcon className="cart-empty__icon" aria-hidden="true" />
          <EmptyCartOrAwaitingPayment
            empty={
              <StatusPanel title="Your cart is empty" text="Looks like you haven't added any items to your cart yet.">
                <LinkButton to="/products">Continue Shopping</LinkButton>
              </StatusPanel>
            }
          />
        </div>
      ) : (
        <div className="with-aside cart-layout">
          <ul className="cart-lines" aria-busy={busy}>
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                busy={busy || !online}
                removing={removeItem.isPending && removeItem.variables?.itemId === line.id}
                onQuantity={(item, quantity) => changeQuantity.mutate({ itemId: item.id, data: { quantity } })}
                onRemove={(item) => removeItem.mutate({ itemId: item.id })}
              />
            ))}
          </ul>

          <OrderSummary
            totals={totals}
            discountRows={quoted && toPesewas(quoted.subtotal) === totals.subtotal ? <DiscountRows lines={discountLines(quoted.promotions)} /> : undefined}
            shippingLabel="Shipping (standard)"
            footer={
              <div className="cart-summary__footer">
                {missingForFreeShipping > 0 ? (
                  <p className="free-shipping-hint">Add {cedis(missingForFreeShipping)} more for free shipping</p>
                ) : (
                  <p className="free-shipping-badge">Free Shipping Applied!</p>
                )}
                {hasStockProblem ? (
                  <p id={problemId} className="cart-summary__problem" role="status">
                    Some items are no longer available in the quantity in your cart and are not in the total. Remove them or lower
                    the quantity to check out.
                  </p>
                ) : null}
                {!online ? (
                  <p id={offlineId} className="cart-summary__problem" role="status">
                    You are offline. Checkout needs a connection: this is your cart as last seen on this device.
                  </p>
                ) : null}
                <LinkButton
                  to="/checkout"
                  className="cart-summary__checkout"
                  disabled={hasStockProblem || !online}
                  aria-describedby={[hasStockProblem ? problemId : '', online ? '' : offlineId].filter(Boolean).join(' ') || undefined}
                >
                  Proceed to Checkout
                </LinkButton>
                <Link to="/products" className="cart-summary__continue">
                  Continue Shopping
                </Link>
                <OrderOnWhatsApp
                  className="cart-summary__whatsapp"
                  text={cartOrderText(orderable, cedis(totals.total))}
                />
                <PromoCode
                  key={promoCode ?? ''}
                  code={promoCode}
                  // An answer about another code (the one before) says nothing about this one.
                  answer={quoted?.code && quoted.code.code === promoCode?.trim().toUpperCase() ? quoted.code : undefined}
                  checking={Boolean(promoCode) && quote.isFetching}
                  failed={Boolean(promoCode) && quote.isError}
                  onApply={setPromoCode}
                  onRemove={() => setPromoCode(null)}
                />
                <p className="secure-note">
                  <LockIcon aria-hidden="true" /> Your payment information is encrypted and secure
                </p>
              </div>
            }
          />
        </div>
      )}
    </div>
  );
}
