import { LockOutlined } from '@ant-design/icons';
import { DELIVERY_OPTIONS, type DeliveryType, estimatedDeliveryDate, formatCedis, fromPesewas, orderTotals, type OrderTotals, toPesewas } from '@shop/rules';
import { Button } from 'antd';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlaceOrder } from '../../api/generated/endpoints/ordering/ordering';
import { usePaymentOptions } from '../../api/generated/endpoints/payments/payments';
import type { CartLineDto, PlaceOrderDto } from '../../api/generated/model';
import { useToast } from '../../components/toast';
import { errorBody, errorMessage, errorStatus } from '../../lib/api-error';
import { goToPaymentPage } from '../../lib/browser-location';
import {
  CHECKOUT_FIELDS,
  chosenPaymentMethod,
  EMPTY_CHECKOUT_FORM,
  GHANA_REGIONS,
  serverFieldErrors,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm as CheckoutFormValues,
} from '../../lib/checkout-form';
import { orderTotalsInPesewas } from '../../lib/order-totals';
import { randomId } from '../../lib/random-id';
import { useRefreshCart } from '../../lib/use-cart';
import { OrderSummary } from '../components/order-summary';
import { DeliveryOptions } from './delivery-options';
import { PaymentOptions } from './payment-options';
import { RegionField } from './region-field';
import { SummaryLines } from './summary-lines';
import { TextField, type TextFieldProps } from './text-field';

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

/** The one checkout form (shipping, delivery, payment) with the order summary beside it. */
export function CheckoutForm({ lines, sessionId }: { lines: CartLineDto[]; sessionId: string }) {
  const navigate = useNavigate();
  const notification = useToast();
  const refreshCart = useRefreshCart();
  const formRef = useRef<HTMLFormElement>(null);
  // DECISIONS "Money, stock and orders": one random key per opened checkout, sent with every
  // attempt, so a double tap or a retry after a dropped answer never places a second order.
  const [idempotencyKey] = useState(() => randomId(32));
  const [form, setForm] = useState<CheckoutFormValues>(EMPTY_CHECKOUT_FORM);
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>({});
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  // Set once the order is placed and the browser is on its way to the payment page.
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  const paymentOptions = usePaymentOptions({ query: { staleTime: 60_000 } });
  const options = paymentOptions.data?.data;
  const paymentMethod = chosenPaymentMethod(form.paymentMethod, options);

  const computed = orderTotals(
    lines.map((line) => ({ unitPrice: toPesewas(line.product.price), quantity: line.quantity })),
    form.deliveryType,
  );
  // The server's figures stand only for the delivery option they were worked out for.
  const confirmedChange = priceChange && priceChange.deliveryType === form.deliveryType ? priceChange : null;
  const shownTotals: OrderTotals = confirmedChange ? orderTotalsInPesewas(confirmedChange.totals) : computed;

  const errors = validateCheckout(form);
  const errorFor = (field: CheckoutField): string | undefined => serverErrors[field] ?? (submitted || touched.has(field) ? errors[field] : undefined);

  const placeOrder = usePlaceOrder({
    request: { headers: { 'Idempotency-Key': idempotencyKey } },
    mutation: {
      onSuccess: ({ data: order }) => {
        void refreshCart(); // the server emptied it
        const redirectUrl = order.payment?.redirectUrl;
        if (redirectUrl) {
          // A slow phone may take seconds to load the payment page: say where it is going meanwhile.
          setPaymentUrl(redirectUrl);
          goToPaymentPage(redirectUrl);
          return;
        }
        // No payment page (the provider could not be reached): the tracking page offers "Complete payment".
        notification.success({ message: 'Order placed successfully!', description: `Your order ${order.orderNumber} has been placed.` });
        navigate(`/track?order=${encodeURIComponent(order.orderNumber)}`);
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

  const update = <K extends CheckoutField>(field: K, value: CheckoutFormValues[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const touch = (field: CheckoutField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const textProps = (name: TextFieldProps['name']) => ({
    name,
    value: form[name],
    error: errorFor(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.value),
    onBlur: () => touch(name),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placeOrder.isPending || paymentUrl) return;
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
      paymentMethod,
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
      estimatedDeliveryDate: estimatedDeliveryDate(form.deliveryType, now).toISOString(),
    };
    placeOrder.mutate({ data: body });
  };

  return (
    <form ref={formRef} className="with-aside checkout-layout" noValidate onSubmit={submit}>
      <div className="checkout-main">
        <section className="surface surface--padded checkout-card" aria-labelledby="shipping-title">
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
            <RegionField
              value={form.region}
              error={errorFor('region')}
              onChange={(region) => {
                update('region', region);
                touch('region');
              }}
              onBlur={() => touch('region')}
            />
            <TextField {...textProps('country')} label="Country" autoComplete="country-name" />
          </div>
        </section>
        <DeliveryOptions value={form.deliveryType} subtotal={computed.subtotal} onChange={(delivery) => update('deliveryType', delivery)} />
        <PaymentOptions
          value={paymentMethod}
          onChange={(method) => update('paymentMethod', method)}
          options={options}
          optionsFailed={paymentOptions.isError}
          totalPesewas={shownTotals.total}
        />
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
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={placeOrder.isPending || paymentUrl !== null}
          disabled={placeOrder.isPending || paymentUrl !== null}
          className="place-order-button"
        >
          {paymentUrl ? 'Taking you to payment…' : placeOrder.isPending ? 'Placing Order...' : 'Place Order'}
        </Button>
        {paymentUrl ? (
          <p className="leaving-note" role="status">
            Your order is placed. Taking you to payment… If nothing happens in a few seconds, <a href={paymentUrl}>continue to payment</a>.
          </p>
        ) : null}
        <p className="secure-note">
          <LockOutlined aria-hidden="true" /> Your payment information is encrypted and secure
        </p>
      </aside>
    </form>
  );
}
