import { PHONE_NUMBER } from '@shop/rules';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { BackInStockRequestDto, ProductDto } from '../../../api/generated/model';
import { errorMessage, fieldErrors } from '../../../lib/api-error';
import { useAuth } from '../../../lib/use-auth';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../components/button';
import { variantName } from '../shared/variant-choice';
import './back-in-stock.css';

/** The requests this browser made, by variant: the page shows them and may cancel them (their id is the key). */
export const BACK_IN_STOCK_KEY = 'shop:back-in-stock';
type Kept = Record<string, { id: string; sendTo: string }>;

function readKept(): Kept {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(BACK_IN_STOCK_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

function writeKept(kept: Kept): void {
  try {
    localStorage.setItem(BACK_IN_STOCK_KEY, JSON.stringify(kept));
  } catch {
    // Private mode: the request stands on the server all the same.
  }
}

// Its own client, loaded on the first request: only a sold-out size needs it (first-load budget, ADR 060).
const loadApi = () => import('../../../api/generated/endpoints/back-in-stock/back-in-stock');

/**
 * Issue 35: "Tell me when it's back" for a sold-out size and colour. One text when it has units
 * again, then the request ends; asked with the shopper's explicit consent, to the phone they type
 * (a signed-in customer's own by default). Shown once the page is live: it works through script.
 */
export function BackInStock({ product, chosen }: { product: Pick<ProductDto, 'id' | 'name' | 'variants'>; chosen: { size: string | null; color: string | null } }) {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const soldOut = product.variants.filter((variant) => variant.stock <= 0);
  const fits = soldOut.find((variant) => (chosen.size === null || variant.size === chosen.size) && (chosen.color === null || variant.color === chosen.color));
  const [variantId, setVariantId] = useState(fits?.id ?? soldOut[0]?.id ?? '');
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [kept, setKept] = useState<Kept>({});
  const ids = { phone: useId(), consent: useId(), variant: useId(), title: useId() };

  useEffect(() => setKept(readKept()), []);
  useEffect(() => {
    if (fits) setVariantId(fits.id);
  }, [fits?.id]);

  if (!hydrated || soldOut.length === 0) return null;
  const variant = soldOut.find((candidate) => candidate.id === variantId) ?? soldOut[0];
  const label = (candidate: { size: string | null; color: string | null }) => variantName(candidate.size, candidate.color) || product.name;
  const asked = kept[variant.id];
  const accountPhone = user?.phone ?? null;

  const remember = (next: Kept) => {
    setKept(next);
    writeKept(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = phone.trim();
    const found: Record<string, string> = {};
    if (!accountPhone || typed) {
      if (!PHONE_NUMBER.test(typed)) found.phone = 'Please enter your phone number, e.g. 024 123 4567';
    }
    if (!consent) found.consent = 'Please tick the box: we text only with your consent';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const api = await loadApi();
      const answer: BackInStockRequestDto = (await api.requestBackInStock({ productId: product.id, variantId: variant.id, consent: true, ...(typed ? { phone: typed } : {}) })).data;
      remember({ ...readKept(), [variant.id]: { id: answer.id, sendTo: answer.sendTo } });
      setConsent(false);
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(Object.keys(byField).length > 0 ? Object.fromEntries(Object.entries(byField).map(([field, message]) => [field === 'phone' || field === 'consent' ? field : 'form', message])) : { form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    try {
      const api = await loadApi();
      await api.cancelBackInStock(asked!.id);
    } catch (error) {
      // Already ended on the server (texted, or the product gone): forget it here all the same.
      if (!(error instanceof Error) || !/not found/i.test(errorMessage(error))) {
        setErrors({ form: errorMessage(error) });
        setBusy(false);
        return;
      }
    }
    const next = readKept();
    delete next[variant.id];
    remember(next);
    setBusy(false);
  };

  return (
    <section className="back-in-stock" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="back-in-stock__title">
        Tell me when it’s back
      </h2>
      {soldOut.length > 1 ? (
        <div className="back-in-stock__field">
          <label htmlFor={ids.variant} className="back-in-stock__label">
            Sold out
          </label>
          <select id={ids.variant} className="text-input back-in-stock__select" value={variant.id} onChange={(event) => setVariantId(event.target.value)}>
            {soldOut.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {label(candidate)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="back-in-stock__lead">{label(variant)} is sold out.</p>
      )}
      {asked ? (
        <div className="back-in-stock__done" role="status">
          <p>
            We’ll text {asked.sendTo} once when {label(variant)} is back. That one text is all.
          </p>
          <Button onClick={() => void cancel()} disabled={busy}>
            {busy ? 'Cancelling...' : 'Cancel this alert'}
          </Button>
        </div>
      ) : (
        <form className="back-in-stock__form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="back-in-stock__field">
            <label htmlFor={ids.phone} className="back-in-stock__label">
              Phone number{accountPhone ? ' (leave empty for your account’s)' : ''}
            </label>
            <input
              id={ids.phone}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={accountPhone ?? '024 123 4567'}
              maxLength={30}
              className="text-input"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? `${ids.phone}-error` : undefined}
            />
            {errors.phone ? (
              <p id={`${ids.phone}-error`} className="field-error">
                {errors.phone}
              </p>
            ) : null}
          </div>
          <div className="back-in-stock__consent">
            <input
              id={ids.consent}
              name="consent"
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${ids.consent}-error` : undefined}
            />
            <label htmlFor={ids.consent}>Text me once by SMS when {label(variant)} is back in stock. One message only; you can cancel before then.</label>
          </div>
          {errors.consent ? (
            <p id={`${ids.consent}-error`} className="field-error">
              {errors.consent}
            </p>
          ) : null}
          {errors.form ? (
            <p className="field-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Tell me when it’s back'}
          </Button>
        </form>
      )}
    </section>
  );
}
