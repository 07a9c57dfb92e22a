import { type CheckoutDeliveryType, formatCedis, fromPesewas, LANDMARK_LENGTH, normaliseDigitalAddress, type OrderTotals, payOnDeliveryRefusal, regionOfDigitalAddress, toPesewas } from '@shop/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getListSavedAddressesQueryKey, useListSavedAddresses } from '../../api/generated/endpoints/addresses/addresses';
import { getGetDeliveryOptionsQueryKey } from '../../api/generated/endpoints/delivery/delivery';
import { usePlaceOrder } from '../../api/generated/endpoints/ordering/ordering';
import { usePaymentOptions } from '../../api/generated/endpoints/payments/payments';
import type { CartLineDto, PlaceOrderDto } from '../../api/generated/model';
import { useToast } from '../../components/toast';
import { errorBody, errorMessage, errorStatus } from '../../lib/api-error';
import { goToPaymentPage } from '../../lib/browser-location';
import { paymentPageUrl } from '../../lib/payment-page-url';
import { lineProblem, type LineProblem } from '../../lib/cart-availability';
import { rememberAwaitingPayment } from '../../lib/awaiting-payment';
import { clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from '../../lib/checkout-draft';
import {
  CHECKOUT_FIELDS,
  checkoutPin,
  chosenPaymentMethod,
  EMPTY_CHECKOUT_FORM,
  serverFieldErrors,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm as CheckoutFormValues,
} from '../../lib/checkout-form';
import { orderTotalsInPesewas } from '../../lib/order-totals';
import { totalsWithPromotions, usePromoCode, usePromotionQuote } from '../../lib/promotions';
import { DiscountRows, discountLines } from '../../components/discount-rows';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { randomId } from '../../lib/random-id';
import { useAuth } from '../../lib/use-auth';
import { useRefreshCart } from '../../lib/use-cart';
import { addressFields, EMPTY_ADDRESS, isSameAddress, SAVED_ADDRESS_LIMIT, shippingAddressInput } from '../../lib/saved-addresses';
import { NEW_ADDRESS, SaveAddressTick, SavedAddressChoice } from './saved-address-choice';
import { OrderSummary } from '../components/order-summary';
import { DeliveryOptions } from './delivery-options';
import { useDeliveryChoices } from './use-delivery-choices';
import { PaymentOptions } from './payment-options';
import { LocationPin } from './location-pin';
import { RegionField } from './region-field';
import { SummaryLines } from './summary-lines';
import { TextField, type TextFieldProps } from './text-field';
import { UpdatesByField } from './updates-by-field';
import { CartReminderTick } from './cart-reminder-tick';
import { LockIcon } from '../icons/lock';
import { Button } from '../components/button';
import { displayPhone } from '../../lib/display-phone';

type TotalsText = Pick<PlaceOrderDto, 'subtotal' | 'shipping' | 'discount' | 'tax' | 'total'>;

function totalsText(totals: OrderTotals): TotalsText {
  return { subtotal: fromPesewas(totals.subtotal), shipping: fromPesewas(totals.shipping), discount: fromPesewas(totals.discount ?? 0), tax: fromPesewas(totals.tax), total: fromPesewas(totals.total) };
}

function isTotalsText(value: unknown): value is TotalsText {
  if (!value || typeof value !== 'object') return false;
  const totals = value as Record<string, unknown>;
  return (['subtotal', 'shipping', 'tax', 'total'] as const).every((key) => typeof totals[key] === 'string');
}

/** The server's figures after a 409 'Prices have changed', for the delivery they were worked out for. */
interface PriceChange {
  totals: TotalsText;
  deliveryType: CheckoutDeliveryType;
  message: string;
}

/** A placed order on its way to the next page: its payment page, or its tracking page when it has none. */
export interface PlacedOrder {
  orderNumber: string;
  paymentUrl: string | null;
}

function isStockRefusal(value: unknown): value is { productId: string; variantId?: string; available?: number } {
  return !!value && typeof value === 'object' && typeof (value as { productId?: unknown }).productId === 'string';
}

/** The one checkout form (shipping, delivery, payment) with the order summary beside it. */
export function CheckoutForm({ lines, sessionId, onPlaced }: { lines: CartLineDto[]; sessionId: string; onPlaced: (order: PlacedOrder) => void }) {
  const navigate = useNavigate();
  const notification = useToast();
  const refreshCart = useRefreshCart();
  const formRef = useRef<HTMLFormElement>(null);
  // DECISIONS "Money, stock and orders": one random key per opened checkout, sent with every
  // attempt, so a double tap or a retry after a dropped answer never places a second order.
  const [idempotencyKey] = useState(() => randomId(32));
  const [form, setForm] = useState<CheckoutFormValues>(() => ({ ...EMPTY_CHECKOUT_FORM, ...loadCheckoutDraft() }));
  // Units the server said are left (a 409 naming the product): the summary marks those lines until the cart is changed.
  const [stockLeft, setStockLeft] = useState<ReadonlyMap<string, number>>(new Map());
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>({});
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const queryClient = useQueryClient();

  // A signed-in customer's name, e-mail and verified phone, in the fields still empty (a draft typed in this tab wins).
  const { user } = useAuth();
  useEffect(() => {
    if (!user) return;
    setForm((current) => ({
      ...current,
      firstName: current.firstName || (user.firstName ?? ''),
      lastName: current.lastName || (user.lastName ?? ''),
      email: current.email || (user.email ?? ''),
      phone: current.phone || (user.phone ? displayPhone(user.phone) : ''),
    }));
  }, [user]);
  useEffect(() => saveCheckoutDraft(form), [form]);

  // A signed-in customer's saved addresses (ADR 064): the default fills the form unless this tab's
  // draft holds another address; the choice shown is whichever saved one the form holds.
  const savedQuery = useListSavedAddresses({ query: { enabled: Boolean(user), retry: false, staleTime: 60_000 } });
  const savedAddresses = useMemo(() => (user ? (savedQuery.data?.data ?? []) : []), [user, savedQuery.data]);
  const [prefilled, setPrefilled] = useState(false);
  const [saveAddress, setSaveAddress] = useState(false);
  useEffect(() => {
    if (prefilled || savedAddresses.length === 0) return;
    setPrefilled(true);
    const chosen = savedAddresses.find((saved) => saved.isDefault) ?? savedAddresses[0];
    setForm((current) => (current.address.trim() ? current : { ...current, ...addressFields(chosen), regionFromCode: '' }));
  }, [prefilled, savedAddresses]);
  const matchingAddress = savedAddresses.find((saved) => isSameAddress(form, saved)) ?? null;
  // Offered for an address not kept yet, while there is room; the server checks both again.
  const offerSave = Boolean(user) && savedQuery.isSuccess && !matchingAddress && savedAddresses.length < SAVED_ADDRESS_LIMIT;
  const chooseAddress = (id: string) => {
    const saved = savedAddresses.find((address) => address.id === id);
    setForm((current) => ({ ...current, ...(saved ? addressFields(saved) : EMPTY_ADDRESS), regionFromCode: '' }));
    setServerErrors(({ address: _a, landmark: _l, digitalAddress: _d, city: _c, region: _r, country: _co, lat: _la, lng: _ln, ...rest }) => rest);
    setPayOnDeliveryAnswer(null);
  };

  const paymentOptions = usePaymentOptions({ query: { staleTime: 60_000 } });
  const options = paymentOptions.data?.data;
  // Why the server refused pay on delivery for this phone or region (409 naming paymentMethod), until either changes.
  const [payOnDeliveryAnswer, setPayOnDeliveryAnswer] = useState<string | null>(null);

  const problems = new Map<string, LineProblem>();
  for (const line of lines) {
    const left = stockLeft.get(line.variantId) ?? stockLeft.get(line.productId);
    const problem = lineProblem(left === undefined ? line : { ...line, variantStock: Math.min(left, line.variantStock) });
    if (problem) problems.set(line.id, problem);
  }
  // A line that cannot be ordered is marked and left out of the totals, as in the cart.
  const subtotal = lines.filter((line) => !problems.has(line.id)).reduce((sum, line) => sum + toPesewas(line.product.price) * line.quantity, 0);
  // The region's choices priced by the server (ADR 053); the order is charged the chosen one's price.
  const delivery = useDeliveryChoices(form.region, subtotal);
  const chosen = delivery.choices.find((choice) => choice.type === form.deliveryType) ?? null;
  useEffect(() => {
    // A choice the region does not have (next-day where only standard goes) gives way to its first.
    if (delivery.forRegion && !chosen && delivery.choices[0]) setForm((current) => ({ ...current, deliveryType: delivery.choices[0].type }));
  }, [delivery.forRegion, chosen, delivery.choices]);
  useEffect(() => {
    // One pickup point (or a point no longer offered): the choice is made for the shopper, who may change it.
    const points = delivery.pickupPoints;
    if (form.deliveryType === 'pickup' && points.length > 0 && !points.some((point) => point.id === form.pickupPointId)) setForm((current) => ({ ...current, pickupPointId: points[0].id }));
  }, [form.deliveryType, form.pickupPointId, delivery.pickupPoints]);
  const shipping = chosen?.price ?? 0;
  const errors = validateCheckout(form);
  // The cart's code and the automatic promotions, priced by the server for this shopper (uses per
  // customer go by e-mail and phone, sent once both read as valid) and this delivery (ADR 061).
  const [promoCode, setPromoCode] = usePromoCode();
  const contact = useDebouncedValue(errors.email || errors.phone ? null : { email: form.email.trim(), phone: form.phone.trim() }, 400);
  const quote = usePromotionQuote(
    {
      items: lines.filter((line) => !problems.has(line.id)).map((line) => ({ productId: line.productId, quantity: line.quantity })),
      ...(promoCode ? { code: promoCode } : {}),
      ...(contact ?? {}),
      shipping: fromPesewas(shipping),
    },
    true,
  );
  // The last answer stands while the next comes (the e-mail just became valid): the total shown may lag a moment, never the one charged.
  const quoted = quote.data;
  const codeApplied = Boolean(promoCode && quoted?.code?.applied);
  const computed: OrderTotals = totalsWithPromotions(subtotal, shipping, quoted);
  // The server's figures stand only for the delivery option they were worked out for.
  const confirmedChange = priceChange && priceChange.deliveryType === form.deliveryType ? priceChange : null;
  const shownTotals: OrderTotals = confirmedChange ? orderTotalsInPesewas(confirmedChange.totals) : computed;
  const payOnDeliveryRefused =
    payOnDeliveryAnswer ??
    (delivery.payOnDelivery === false ? `Pay on delivery is not available in ${form.region}. Please pay now with Mobile Money.` : null) ??
    (options ? (payOnDeliveryRefusal({ total: shownTotals.total, maxTotal: toPesewas(options.payOnDeliveryMaxTotal), refusals: 0 })?.message ?? null) : null);
  const chosenPayment = chosenPaymentMethod(form.paymentMethod, options);
  // Pay on delivery refused for this order: Mobile Money is offered in its place.
  const paymentMethod = chosenPayment === 'cod' && payOnDeliveryRefused ? chosenPaymentMethod('momo', options) : chosenPayment;

  const errorFor = (field: CheckoutField): string | undefined => serverErrors[field] ?? (submitted || touched.has(field) ? errors[field] : undefined);

  const placeOrder = usePlaceOrder({
    request: { headers: { 'Idempotency-Key': idempotencyKey } },
    mutation: {
      onSuccess: ({ data: order }) => {
        clearCheckoutDraft();
        if (offerSave && saveAddress) void queryClient.invalidateQueries({ queryKey: getListSavedAddressesQueryKey() });
        const redirectUrl = order.payment ? paymentPageUrl(order.payment) : null;
        if (order.heldUntil) rememberAwaitingPayment({ orderNumber: order.orderNumber, heldUntil: order.heldUntil });
        // The page shows the placed order from here on, never this form or 'Your cart is empty' again.
        onPlaced({ orderNumber: order.orderNumber, paymentUrl: redirectUrl });
        if (redirectUrl) {
          // A full page load: the payment page and whatever follows load the (now empty) cart afresh.
          goToPaymentPage(redirectUrl);
          return;
        }
        // No payment page (the provider could not be reached): the tracking page offers "Complete payment".
        notification.success({ message: 'Order placed successfully!', description: `Your order ${order.orderNumber} has been placed.` });
        navigate(`/track?order=${encodeURIComponent(order.orderNumber)}`);
        void refreshCart(); // the server emptied it: the header badge follows
      },
      onError: (error, { data }) => {
        const body = errorBody(error);
        const status = errorStatus(error);
        // The zone changed under the shopper (a price, a type no longer offered): ask for the region's choices again.
        if (status === 409 && (body?.field === 'shipping' || body?.field === 'deliveryType' || body?.field === 'pickupPointId')) void queryClient.invalidateQueries({ queryKey: getGetDeliveryOptionsQueryKey() });
        if (status === 409 && isTotalsText(body?.totals)) {
          setPriceChange({ totals: body.totals, deliveryType: data.deliveryType, message: body.message ?? 'Prices have changed since you opened checkout.' });
          void refreshCart(); // show the lines at their new prices
          return;
        }
        if (status === 409 && typeof body?.promoCode === 'string') {
          // The code ran out or ended since the cart: the order goes on without it, at the total shown.
          setPromoCode(null);
          notification.error({ message: `${body.promoCode} no longer applies`, description: body.message ?? errorMessage(error) });
          return;
        }
        if (status === 400) setServerErrors(serverFieldErrors(body?.fields));
        if (status === 409 && body?.paymentMethod === 'cod') {
          setPayOnDeliveryAnswer(body.message ?? 'Pay on delivery is not available for this order. Please pay now with Mobile Money.');
          notification.error({ message: 'Pay on delivery is not available', description: body.message ?? errorMessage(error) });
          return;
        }
        if (status === 409) {
          if (isStockRefusal(body)) {
            // Keyed by the size x colour when the answer names one: the product's other lines stay orderable.
            const { productId, variantId, available } = body;
            setStockLeft((current) => new Map(current).set(variantId ?? productId, typeof available === 'number' ? available : 0));
          }
          void refreshCart(); // stock changed: show what is left
        }
        notification.error({ message: 'Error placing order', description: errorMessage(error) });
      },
    },
  });

  const update = <K extends CheckoutField>(field: K, value: CheckoutFormValues[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field === 'phone' || field === 'region') setPayOnDeliveryAnswer(null);
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const changeDigitalAddress = (typed: string) => {
    update('digitalAddress', typed);
    const region = regionOfDigitalAddress(typed);
    // Kept in the draft: after a refresh, a corrected code still refills the region it filled.
    if (region && (form.region === '' || form.regionFromCode === 'yes')) setForm((current) => ({ ...current, region, regionFromCode: 'yes' }));
  };
  const pin = checkoutPin(form);
  const setPin = (next: { lat: number; lng: number } | null) => {
    update('lat', next ? String(next.lat) : '');
    update('lng', next ? String(next.lng) : '');
  };

  const touch = (field: CheckoutField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const textProps = (name: Exclude<TextFieldProps['name'], 'label'>) => ({
    name,
    value: form[name],
    error: errorFor(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.value),
    onBlur: () => touch(name),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placeOrder.isPending || problems.size > 0) return;
    setSubmitted(true);
    const firstInvalid = CHECKOUT_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      const element = formRef.current?.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    const body: PlaceOrderDto = {
      sessionId,
      email: form.email.trim(),
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      phone: form.phone.trim(),
      shippingAddress: shippingAddressInput(form),
      paymentMethod,
      // Sent only when chosen: SMS is what the server does unasked.
      ...(form.updatesBy === 'whatsapp' ? { updatesBy: 'whatsapp' as const } : {}),
      paymentStatus: 'pending',
      orderStatus: 'ordered',
      deliveryType: form.deliveryType,
      ...(form.deliveryType === 'pickup' ? { pickupPointId: form.pickupPointId } : {}),
      items: lines.map((line) => ({
        productId: line.productId,
        name: line.product.name,
        price: line.product.price,
        quantity: line.quantity,
        size: line.size,
        color: line.color,
        image: line.product.images[0] ?? null,
      })),
      ...(codeApplied && promoCode ? { promoCode } : {}),
      ...(offerSave && saveAddress ? { saveAddress: true } : {}),
      // After a 409 the shopper has seen and confirmed the server's figures: send exactly those.
      ...(confirmedChange ? { discount: '0.00', ...confirmedChange.totals } : totalsText(computed)),
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
            <UpdatesByField value={form.updatesBy} onChange={(channel) => update('updatesBy', channel)} />
            <CartReminderTick sessionId={sessionId} phone={form.phone} phoneProblem={errors.phone} />
            {savedAddresses.length > 0 ? <SavedAddressChoice addresses={savedAddresses} value={matchingAddress?.id ?? NEW_ADDRESS} onChange={chooseAddress} /> : null}
            <TextField {...textProps('address')} label="Address" autoComplete="street-address" placeholder="House number and street, or area" wide />
            <TextField
              {...textProps('landmark')}
              label="Landmark"
              optional={form.deliveryType === 'pickup'}
              autoComplete="off"
              placeholder="e.g. opposite Star Oil, Kasoa"
              maxLength={LANDMARK_LENGTH.max}
              hint="Something near you a rider can ask for"
              wide
            />
            <TextField
              {...textProps('digitalAddress')}
              onChange={(event) => changeDigitalAddress(event.target.value)}
              onBlur={() => {
                touch('digitalAddress');
                const normalised = normaliseDigitalAddress(form.digitalAddress);
                if (normalised && normalised !== form.digitalAddress) update('digitalAddress', normalised);
              }}
              label="Digital address"
              autoComplete="off"
              placeholder="GA-183-8164"
              hint="Your GhanaPostGPS code"
              maxLength={20}
              optional
            />
            <TextField {...textProps('city')} label="City" autoComplete="address-level2" />
            <RegionField
              value={form.region}
              error={errorFor('region')}
              onChange={(region) => {
                update('region', region);
                update('regionFromCode', '');
                touch('region');
              }}
              onBlur={() => touch('region')}
            />
            <TextField {...textProps('country')} label="Country" autoComplete="country-name" />
            <LocationPin pin={pin} error={errorFor('lat') ?? errorFor('lng')} onChange={setPin} />
            {offerSave ? <SaveAddressTick checked={saveAddress} onChange={setSaveAddress} /> : null}
          </div>
        </section>
        <DeliveryOptions
          value={form.deliveryType}
          delivery={delivery}
          onChange={(type) => update('deliveryType', type)}
          pickupPointId={form.pickupPointId}
          onPickupPoint={(id) => update('pickupPointId', id)}
          pickupError={errorFor('pickupPointId')}
        />
        <PaymentOptions
          value={paymentMethod}
          onChange={(method) => update('paymentMethod', method)}
          options={options}
          optionsFailed={paymentOptions.isError}
          totalPesewas={shownTotals.total}
          payOnDeliveryRefused={payOnDeliveryRefused}
        />
      </div>

      <aside className="checkout-aside">
        <OrderSummary
          totals={shownTotals}
          discountRows={quoted && !confirmedChange && toPesewas(quoted.subtotal) === subtotal ? <DiscountRows lines={discountLines(quoted.promotions)} /> : undefined}
          shippingLabel={form.deliveryType === 'pickup' ? 'Shipping (Pickup)' : `Shipping (${chosen?.label ?? 'Delivery'})`}>
          <SummaryLines lines={lines} problems={problems} />
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
        {problems.size > 0 ? (
          <div className="stock-problem" role="alert" id="stock-problem">
            <p>Some items in your order are no longer available in the quantity you chose.</p>
            <Link to="/cart">Change them in your cart</Link>
          </div>
        ) : null}
        <Button
          variant="primary"
          type="submit"
          size="large"
          block
          loading={placeOrder.isPending}
          // Until the server has first priced the promotions, the total shown may not be the one charged.
          disabled={placeOrder.isPending || problems.size > 0 || quote.isLoading}
          aria-describedby={problems.size > 0 ? 'stock-problem' : undefined}
          className="place-order-button"
        >
          {placeOrder.isPending ? 'Placing Order...' : 'Place Order'}
        </Button>
        <p className="secure-note">
          <LockIcon aria-hidden="true" /> Your payment information is encrypted and secure
        </p>
      </aside>
    </form>
  );
}
