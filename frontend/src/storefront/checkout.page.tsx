import { ArrowLeftOutlined, CreditCardOutlined, LockOutlined, MobileOutlined, WalletOutlined } from '@ant-design/icons';
import { formatCedis, fromPesewas, toPesewas } from '@rules/money';
import { DELIVERY_OPTIONS, DELIVERY_TYPES, orderTotals, shippingFee, type DeliveryType, type OrderTotals } from '@rules/pricing';
import { Button } from 'antd';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePlaceOrder } from '../api/generated/endpoints/ordering/ordering';
import type { CartLineDto, PlaceOrderDto, PlaceOrderDtoPaymentMethod } from '../api/generated/model';
import { LinkButton } from './components/link-button';
import { OrderSummary } from './components/order-summary';
import { PageHeader } from './components/page-header';
import { ProductImage } from '../components/product-image';
import { RequiredMark } from './components/required-mark';
import { SkeletonBlock } from './components/skeleton-block';
import { StatusPanel } from './components/status-panel';
import { errorBody, errorMessage, errorStatus } from '../lib/api-error';
import {
  CHECKOUT_FIELDS,
  EMPTY_CHECKOUT_FORM,
  GHANA_REGIONS,
  PAYMENT_OPTIONS,
  serverFieldErrors,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from '../lib/checkout-form';
import { randomId } from '../lib/random-id';
import { useCart, useRefreshCart } from '../lib/use-cart';
import './checkout.css';
import { useToast } from '../components/toast';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAYMENT_ICONS: Record<PlaceOrderDtoPaymentMethod, ReactNode> = {
  momo: <MobileOutlined aria-hidden="true" />,
  card: <CreditCardOutlined aria-hidden="true" />,
  paypal: <WalletOutlined aria-hidden="true" />,
};

/** Dates in Ghana time (DECISIONS "Display"). */
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Africa/Accra' });

function cedis(pesewas: number): string {
  return formatCedis(pesewas, { fromPesewas: true });
}

/** SPEC §9: same-day is today, next-day tomorrow, standard in 3 days (as the server works it out). */
function estimatedDelivery(delivery: DeliveryType, now = new Date()): Date {
  return new Date(now.getTime() + DELIVERY_OPTIONS[delivery].days * DAY_MS);
}

/** 'Today', 'Mon 23 Nov' or 'Est. by Wed 25 Nov', after the option's own note. */
function estimateText(delivery: DeliveryType): string {
  if (delivery === 'same-day') return 'Today';
  const day = DAY_FORMAT.format(estimatedDelivery(delivery));
  return delivery === 'next-day' ? day : `Est. by ${day}`;
}

type TotalsText = Pick<PlaceOrderDto, 'subtotal' | 'shipping' | 'tax' | 'total'>;

function totalsText(totals: OrderTotals): TotalsText {
  return { subtotal: fromPesewas(totals.subtotal), shipping: fromPesewas(totals.shipping), tax: fromPesewas(totals.tax), total: fromPesewas(totals.total) };
}

function isTotalsText(value: unknown): value is TotalsText {
  if (!value || typeof value !== 'object') return false;
  const totals = value as Record<string, unknown>;
  return (['subtotal', 'shipping', 'tax', 'total'] as const).every((key) => typeof totals[key] === 'string');
}

/** The server's figures after a 409 'Prices have changed', for the delivery they were worked out for. */
interface PriceChange {
  totals: TotalsText;
  deliveryType: DeliveryType;
  message: string;
}

interface FieldProps {
  name: Exclude<CheckoutField, 'deliveryType' | 'paymentMethod' | 'region'>;
  label: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel';
  wide?: boolean;
}

function TextField({ name, label, value, error, onChange, onBlur, type = 'text', autoComplete, placeholder, inputMode, wide = false }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        <RequiredMark />
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="text-input field__input"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CheckoutSteps() {
  // SPEC §2: a progress display only; the whole checkout is one form.
  return (
    <ol className="checkout-steps" aria-label="Checkout steps">
      {['Shipping', 'Payment', 'Review'].map((step, index) => (
        <li key={step} className={index === 0 ? 'checkout-steps__step checkout-steps__step--current' : 'checkout-steps__step'} aria-current={index === 0 ? 'step' : undefined}>
          <span className="checkout-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}

function SummaryLines({ lines }: { lines: CartLineDto[] }) {
  return (
    <ul className="summary-lines">
      {lines.map((line) => (
        <li key={line.id} className="summary-line">
          <span className="summary-line__image">
            <ProductImage path={line.product.images[0]} alt="" sizes="56px" />
            <span className="summary-line__quantity" aria-hidden="true">
              {line.quantity}
            </span>
          </span>
          <span className="summary-line__text">
            <span className="summary-line__name">{line.product.name}</span>
            <span className="summary-line__detail">
              Qty {line.quantity}
              {line.size ? ` · Size ${line.size}` : ''}
              {line.color ? ` · ${line.color}` : ''}
            </span>
          </span>
          <span className="summary-line__price">{cedis(toPesewas(line.product.price) * line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="checkout-layout" aria-busy="true">
      <span className="sr-only" role="status">
        Loading checkout…
      </span>
      <SkeletonBlock shape="text" style={{ height: 420 }} />
      <SkeletonBlock shape="text" style={{ height: 300 }} />
    </div>
  );
}

function CheckoutFormView({ lines, sessionId }: { lines: CartLineDto[]; sessionId: string }) {
  const navigate = useNavigate();
  const notification = useToast();
  const refreshCart = useRefreshCart();
  const formRef = useRef<HTMLFormElement>(null);
  const regionId = useId();
  // DECISIONS "Money, stock and orders": one random key per opened checkout, sent with every
  // attempt, so a double tap or a retry after a dropped answer never places a second order.
  const [idempotencyKey] = useState(() => randomId(32));
  const [form, setForm] = useState<CheckoutForm>(EMPTY_CHECKOUT_FORM);
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>({});
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);

  const computed = orderTotals(
    lines.map((line) => ({ unitPrice: toPesewas(line.product.price), quantity: line.quantity })),
    form.deliveryType,
  );
  // The server's figures stand only for the delivery option they were worked out for.
  const confirmedChange = priceChange && priceChange.deliveryType === form.deliveryType ? priceChange : null;
  const shownTotals: OrderTotals = confirmedChange
    ? {
        subtotal: toPesewas(confirmedChange.totals.subtotal),
        shipping: toPesewas(confirmedChange.totals.shipping),
        tax: toPesewas(confirmedChange.totals.tax),
        total: toPesewas(confirmedChange.totals.total),
      }
    : computed;

  const errors = validateCheckout(form);
  const errorFor = (field: CheckoutField): string | undefined => serverErrors[field] ?? (submitted || touched.has(field) ? errors[field] : undefined);

  const placeOrder = usePlaceOrder({
    request: { headers: { 'Idempotency-Key': idempotencyKey } },
    mutation: {
      onSuccess: ({ data: order }) => {
        notification.success({ message: 'Order placed successfully!', description: `Your order ${order.orderNumber} has been placed.` });
        navigate(`/track?order=${encodeURIComponent(order.orderNumber)}`);
        void refreshCart(); // the server emptied it
      },
      onError: (error, { data }) => {
        const body = errorBody(error);
        const status = errorStatus(error);
        if (status === 409 && isTotalsText(body?.totals)) {
          setPriceChange({ totals: body.totals, deliveryType: data.deliveryType, message: body.message ?? 'Prices have changed since you opened checkout.' });
          void refreshCart(); // show the lines at their new prices
          return;
        }
        if (status === 400) setServerErrors(serverFieldErrors(body?.fields));
        if (status === 409) void refreshCart(); // stock changed: show what is left
        notification.error({ message: 'Error placing order', description: errorMessage(error) });
      },
    },
  });

  const update = <K extends CheckoutField>(field: K, value: CheckoutForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const touch = (field: CheckoutField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const textProps = (name: FieldProps['name']) => ({
    name,
    value: form[name],
    error: errorFor(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.value),
    onBlur: () => touch(name),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placeOrder.isPending) return;
    setSubmitted(true);
    const firstInvalid = CHECKOUT_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      const element = formRef.current?.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    const now = new Date();
    const body: PlaceOrderDto = {
      sessionId,
      email: form.email.trim(),
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      phone: form.phone.trim(),
      shippingAddress: { address: form.address.trim(), city: form.city.trim(), region: form.region || GHANA_REGIONS[0], country: form.country.trim() },
      paymentMethod: form.paymentMethod,
      paymentStatus: 'pending',
      orderStatus: 'ordered',
      deliveryType: form.deliveryType,
      items: lines.map((line) => ({
        productId: line.productId,
        name: line.product.name,
        price: line.product.price,
        quantity: line.quantity,
        size: line.size,
        color: line.color,
        image: line.product.images[0] ?? null,
      })),
      // After a 409 the shopper has seen and confirmed the server's figures: send exactly those.
      ...(confirmedChange ? confirmedChange.totals : totalsText(computed)),
      estimatedDeliveryDate: estimatedDelivery(form.deliveryType, now).toISOString(),
    };
    placeOrder.mutate({ data: body });
  };

  return (
    <form ref={formRef} className="checkout-layout" noValidate onSubmit={submit}>
      <div className="checkout-main">
        <section className="checkout-card" aria-labelledby="shipping-title">
          <h2 id="shipping-title" className="checkout-card__title">
            Shipping Information
          </h2>
          <div className="field-grid">
            <TextField {...textProps('firstName')} label="First Name" autoComplete="given-name" />
            <TextField {...textProps('lastName')} label="Last Name" autoComplete="family-name" />
            <TextField {...textProps('email')} label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
            <TextField {...textProps('phone')} label="Phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="+233 XX XXX XXXX" />
            <TextField {...textProps('address')} label="Address" autoComplete="street-address" placeholder="House number, street, landmark" wide />
            <TextField {...textProps('city')} label="City" autoComplete="address-level2" />
            <div className="field">
              <label htmlFor={regionId} className="field__label">
                Region
                <RequiredMark />
              </label>
              <select
                id={regionId}
                name="region"
                className="select-field__select field__input"
                value={form.region}
                required
                autoComplete="address-level1"
                aria-invalid={errorFor('region') ? true : undefined}
                aria-describedby={errorFor('region') ? `${regionId}-error` : undefined}
                onChange={(event) => {
                  update('region', event.target.value as CheckoutForm['region']);
                  touch('region');
                }}
                onBlur={() => touch('region')}
              >
                <option value="">Select region</option>
                {GHANA_REGIONS.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </select>
              {errorFor('region') ? (
                <p id={`${regionId}-error`} className="field-error">
                  {errorFor('region')}
                </p>
              ) : null}
            </div>
            <TextField {...textProps('country')} label="Country" autoComplete="country-name" />
          </div>
        </section>

        <section className="checkout-card" aria-labelledby="delivery-title">
          <fieldset className="option-group">
            <legend id="delivery-title" className="checkout-card__title">
              Delivery Option
              <RequiredMark />
            </legend>
            {DELIVERY_TYPES.map((type) => {
              const option = DELIVERY_OPTIONS[type];
              const fee = shippingFee(computed.subtotal, type);
              return (
                <label key={type} className="option-card">
                  <input type="radio" name="deliveryType" value={type} checked={form.deliveryType === type} onChange={() => update('deliveryType', type)} className="option-card__input" required />
                  <span className="option-card__body">
                    <span className="option-card__title">{option.label}</span>
                    <span className="option-card__detail">
                      {option.note} · {estimateText(type)}
                    </span>
                  </span>
                  <span className={fee === 0 ? 'option-card__price option-card__price--free' : 'option-card__price'}>{fee === 0 ? 'Free' : cedis(fee)}</span>
                </label>
              );
            })}
          </fieldset>
        </section>

        <section className="checkout-card" aria-labelledby="payment-title">
          <fieldset className="option-group">
            <legend id="payment-title" className="checkout-card__title">
              Payment Method
              <RequiredMark />
            </legend>
            {PAYMENT_OPTIONS.map((option) => (
              <label key={option.value} className="option-card">
                <input
                  type="radio"
                  name="paymentMethod"
                  value={option.value}
                  checked={form.paymentMethod === option.value}
                  onChange={() => update('paymentMethod', option.value)}
                  className="option-card__input"
                  required
                />
                <span className="option-card__icon">{PAYMENT_ICONS[option.value]}</span>
                <span className="option-card__body">
                  <span className="option-card__title">
                    {option.label}
                    {option.popular ? <span className="popular-badge">Popular</span> : null}
                  </span>
                  <span className="option-card__detail">{option.detail}</span>
                </span>
              </label>
            ))}
            <p className="checkout-card__note">You pay with your chosen method after placing the order. We never store payment details.</p>
          </fieldset>
        </section>
      </div>

      <aside className="checkout-aside">
        <OrderSummary totals={shownTotals} shippingLabel={`Shipping (${DELIVERY_OPTIONS[form.deliveryType].label})`}>
          <SummaryLines lines={lines} />
        </OrderSummary>
        {confirmedChange ? (
          <div className="price-change" role="alert">
            <p className="price-change__title">{confirmedChange.message}</p>
            <p>
              New total: <strong>{formatCedis(confirmedChange.totals.total)}</strong>
            </p>
            <p>Press Place Order to confirm your order at this total.</p>
          </div>
        ) : null}
        <Button type="primary" htmlType="submit" size="large" block loading={placeOrder.isPending} disabled={placeOrder.isPending} className="place-order-button">
          {placeOrder.isPending ? 'Placing Order...' : 'Place Order'}
        </Button>
        <p className="secure-note">
          <LockOutlined aria-hidden="true" /> Your payment information is encrypted and secure
        </p>
      </aside>
    </form>
  );
}

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
        <StatusPanel role="alert" title="We couldn't load your cart." text="Please check your connection and try again.">
          <Button type="primary" onClick={cart.refetch}>
            Try Again
          </Button>
        </StatusPanel>
      ) : cart.lines.length === 0 ? (
        <StatusPanel title="Your cart is empty" text="You need items in your cart to checkout.">
          <LinkButton to="/products">Continue Shopping</LinkButton>
        </StatusPanel>
      ) : (
        <CheckoutFormView lines={cart.lines} sessionId={cart.sessionId} />
      )}
    </div>
  );
}
