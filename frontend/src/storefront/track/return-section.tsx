import { formatCedis } from '@shop/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useGetProduct } from '../../api/generated/endpoints/catalog/catalog';
import { useSearchParams } from 'react-router-dom';
import { getListOrderReturnsQueryKey, useListOrderReturns, useQuoteReturn, useStartReturn, useTrackReturn } from '../../api/generated/endpoints/returns/returns';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderLineDto, ReturnDto, ReturnQuoteDto, StartReturnDto, StartReturnDtoReason, TrackedOrderDto } from '../../api/generated/model';
import { errorMessage } from '../../lib/api-error';
import { formatGhanaDate, formatGhanaDateTime } from '../../lib/ghana-time';
import { shrinkImage } from '../../lib/shrink-image';
import { Button } from '../components/button';
import './return-section.css';

/** The server keeps photos at 1600 px a side: shrunk to that here, three fit one request on mobile data. */
const RETURN_PHOTO_SHRINK = { maxSide: 1600, quality: 0.82 };
const MAX_RETURN_PHOTOS = 3;

interface ChosenPhoto {
  name: string;
  dataUrl: string;
}

const REASONS: { value: StartReturnDtoReason; label: string }[] = [
  { value: 'wrong-size', label: 'Wrong size' },
  { value: 'defective', label: 'Defective' },
  { value: 'wrong-item', label: 'Wrong item sent' },
  { value: 'not-as-pictured', label: 'Not as pictured' },
  { value: 'changed-mind', label: 'Changed my mind' },
];

const STEP_LABELS: Record<string, string> = {
  requested: 'Return requested',
  approved: 'Approved',
  refused: 'Not accepted',
  received: 'Items received',
  inspected: 'Items checked',
  'refund-transfer': 'Refund by Mobile Money on its way',
  'refund-sent': 'Refund sent',
  'refund-failed': 'Refund delayed',
  'refund-owed': 'Refund by Mobile Money on its way',
  'refund-paid': 'Refund sent by Mobile Money',
};

const STATUS_TEXT: Record<string, string> = {
  requested: 'Your return request is in. We will reply by e-mail and SMS within 2 working days.',
  approved: 'Your return is approved: please send the items back unworn, with their tags.',
  refused: 'We could not accept this return.',
  received: 'Your items arrived; we are checking them.',
  inspected: 'Your items were checked; your refund is on its way.',
  refunded: 'Your refund has been sent.',
  exchanged: 'Your exchange is done.',
};

/**
 * SPEC's 14-day returns (ADR 069): on a delivered order's page, the shopper picks lines and
 * quantities and a reason, sees the return delivery fee and the refund, then confirms. A signed-in
 * owner needs no contact; a guest gives the order's e-mail or phone.
 */
export default function ReturnSection({ order }: { order: TrackedOrderDto }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [exchanges, setExchanges] = useState<Record<string, string>>({});
  const [reason, setReason] = useState<StartReturnDtoReason | ''>('');
  const [contact, setContact] = useState('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [quote, setQuote] = useState<ReturnQuoteDto | null>(null);
  const [error, setError] = useState('');
  const [started, setStarted] = useState<ReturnDto | null>(null);
  // The link in a return's messages names it (?return=RT-...): its progress shows here at once.
  const [params] = useSearchParams();
  const linked = params.get('return')?.trim() ?? '';
  const tracked = useTrackReturn(linked, { query: { enabled: linked !== '' } });
  // And every return of the order, so a shopper who comes back without the link sees them too.
  const listed = useListOrderReturns({ order: order.orderNumber });
  const queryClient = useQueryClient();
  const quoting = useQuoteReturn();
  const starting = useStartReturn();

  const lines = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([orderItemId, quantity]) => ({ orderItemId, quantity, ...(exchanges[orderItemId] ? { exchangeVariantId: exchanges[orderItemId] } : {}) }));
  const request = (): StartReturnDto | null => {
    if (lines.length === 0) return setError('Choose at least one item to return.'), null;
    if (!reason) return setError('Choose a reason.'), null;
    return { orderNumber: order.orderNumber, lines, reason, ...(contact.trim() ? { contact: contact.trim() } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
  };
  // Any change asks for a new quote before confirming.
  const changed = () => {
    setQuote(null);
    setError('');
  };

  const linkedReturn = tracked.data?.data;
  const returns = orderReturns([started, linkedReturn?.orderNumber === order.orderNumber ? linkedReturn : undefined, ...(listed.data?.data ?? [])]);

  return (
    <>
      {returns.map((shown) => (
        <ReturnStarted key={shown.id} started={shown} justSent={shown.id === started?.id} />
      ))}
      <section className="surface surface--padded return-section" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="track-card__title">
          Return or exchange
        </h3>
        <p className="track-card__intro">Unworn items with their tags can be returned within 14 days of delivery. Return delivery is free for defective or wrong items.</p>
        {!open ? (
          <Button onClick={() => setOpen(true)}>{returns.length > 0 ? 'Return more items' : 'Start a return'}</Button>
        ) : (
          <form
            className="return-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const body = request();
              if (!body) return;
              if (!quote) {
                quoting.mutate({ data: body }, { onSuccess: (answer) => setQuote(answer.data), onError: (failure) => setError(errorMessage(failure)) });
                return;
              }
              // Photos go with the return itself; the quote does not need them.
              starting.mutate({ data: photos.length > 0 ? { ...body, photos: photos.map((photo) => photo.dataUrl) } : body }, {
                onSuccess: (answer) => {
                  setStarted(answer.data);
                  // The form starts over for any lines left to return.
                  setOpen(false);
                  setQuantities({});
                  setExchanges({});
                  setReason('');
                  setNote('');
                  setPhotos([]);
                  setQuote(null);
                  void queryClient.invalidateQueries({ queryKey: getListOrderReturnsQueryKey({ order: order.orderNumber }) });
                },
                onError: (failure) => (setQuote(null), setError(errorMessage(failure))),
              });
            }}
          >
            <fieldset className="return-form__lines">
              <legend>Items to return</legend>
              {order.items.map((item, index) => {
                const choice = [item.size ? `Size ${item.size}` : null, item.color ? item.color : null].filter(Boolean).join(', ');
                const key = String(index);
                return (
                  <div key={`${item.productId}-${index}`} className="return-form__item">
                  <label className="return-form__line">
                    <span>
                      {item.name}
                      {choice ? ` (${choice})` : ''}
                    </span>
                    <select
                      className="text-input"
                      aria-label={`How many of ${item.name}${choice ? ` (${choice})` : ''} to return`}
                      value={quantities[String(index)] ?? 0}
                      onChange={(event) => {
                        setQuantities({ ...quantities, [String(index)]: Number(event.target.value) });
                        changed();
                      }}
                    >
                      {Array.from({ length: item.quantity + 1 }, (_, count) => (
                        <option key={count} value={count}>
                          {count === 0 ? 'None' : count}
                        </option>
                      ))}
                    </select>
                  </label>
                  {(quantities[key] ?? 0) > 0 ? (
                    <ExchangeChoice
                      item={item}
                      value={exchanges[key] ?? ''}
                      onChange={(variantId) => {
                        setExchanges({ ...exchanges, [key]: variantId });
                        changed();
                      }}
                    />
                  ) : null}
                  </div>
                );
              })}
            </fieldset>
            <label htmlFor={`${id}-reason`}>Reason</label>
            <select
              id={`${id}-reason`}
              className="text-input"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as StartReturnDtoReason);
                changed();
              }}
            >
              <option value="">Choose a reason</option>
              {REASONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-contact`}>E-mail or phone used for the order</label>
            <input
              id={`${id}-contact`}
              className="text-input"
              autoComplete="email"
              value={contact}
              maxLength={255}
              onChange={(event) => {
                setContact(event.target.value);
                changed();
              }}
            />
            <p className="return-form__hint">Not needed when you are signed in to the account that placed the order.</p>
            <label htmlFor={`${id}-note`}>Anything we should know (optional)</label>
            <textarea id={`${id}-note`} className="text-area" rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
            <ReturnPhotoPicker photos={photos} onChange={setPhotos} onError={setError} />
            {quote ? (
              <dl className="return-form__quote" aria-label="Your return">
                <div>
                  <dt>Return delivery</dt>
                  <dd>{quote.deliveryFee === '0.00' ? 'Free' : `${formatCedis(quote.deliveryFee)}, paid to the courier`}</dd>
                </div>
                <div>
                  <dt>Refund{quote.refundsShipping ? ' (delivery included)' : ''}</dt>
                  <dd>{formatCedis(quote.refund)}</dd>
                </div>
                {lines.some((line) => line.exchangeVariantId) ? (
                  <div>
                    <dt>Exchange</dt>
                    <dd>The other size or colour, sent once the return is approved</dd>
                  </div>
                ) : null}
                <div>
                  <dt>Return by</dt>
                  <dd>{formatGhanaDate(quote.windowClosesAt)}</dd>
                </div>
              </dl>
            ) : null}
            {error ? (
              <p className="field-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="return-form__actions">
              <Button variant="primary" type="submit" loading={quoting.isPending || starting.isPending}>
                {quote ? 'Confirm return' : 'Check the return'}
              </Button>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}

/** The order's returns once each (the one just started, the one a message linked to, the listed ones), newest first. */
function orderReturns(candidates: (ReturnDto | null | undefined)[]): ReturnDto[] {
  const byId = new Map<string, ReturnDto>();
  for (const candidate of candidates) if (candidate && !byId.has(candidate.id)) byId.set(candidate.id, candidate);
  return [...byId.values()].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
}

/**
 * Up to three photos of the item (a flaw, a wrong item): each redrawn as a JPEG of at most 1600 px
 * before it is kept, which also drops its location and turns a format the server refuses into one
 * it takes. Only staff see them.
 */
function ReturnPhotoPicker({ photos, onChange, onError }: { photos: ChosenPhoto[]; onChange: (photos: ChosenPhoto[]) => void; onError: (message: string) => void }) {
  const id = useId();
  const [adding, setAdding] = useState(false);
  const full = photos.length >= MAX_RETURN_PHOTOS;
  return (
    <div className="return-form__photos">
      <label htmlFor={`${id}-photos`}>Photos of the item (optional, up to {MAX_RETURN_PHOTOS})</label>
      <input
        id={`${id}-photos`}
        type="file"
        accept="image/*"
        multiple
        disabled={full || adding}
        aria-describedby={`${id}-photos-hint`}
        onChange={async (event) => {
          const files = [...(event.target.files ?? [])].slice(0, MAX_RETURN_PHOTOS - photos.length);
          event.target.value = '';
          setAdding(true);
          const added: ChosenPhoto[] = [];
          for (const file of files) {
            try {
              added.push({ name: file.name, dataUrl: (await shrinkImage(file, RETURN_PHOTO_SHRINK)).dataUrl });
            } catch {
              onError(`${file.name} is not a photo we can read: choose a JPG or PNG.`);
            }
          }
          setAdding(false);
          onChange([...photos, ...added]);
        }}
      />
      <p id={`${id}-photos-hint`} className="return-form__hint">
        {adding ? 'Preparing your photos…' : full ? 'Three photos added: remove one to choose another.' : 'Show us the flaw or the wrong item. Only our staff see them.'}
      </p>
      {photos.length > 0 ? (
        <ul className="return-form__thumbnails" aria-label="Photos to send">
          {photos.map((photo, index) => (
            <li key={`${index}-${photo.name}`}>
              <img src={photo.dataUrl} alt={`Photo ${index + 1}: ${photo.name}`} width={64} height={64} />
              <button type="button" className="return-form__remove" aria-label={`Remove photo ${index + 1}`} onClick={() => onChange(photos.filter((_, other) => other !== index))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Money back, or another size or colour of the same product (same price: nothing charged or refunded). */
function ExchangeChoice({ item, value, onChange }: { item: OrderLineDto; value: string; onChange: (variantId: string) => void }) {
  const product = useGetProduct(item.productId);
  const others = (product.data?.data.variants ?? []).filter((variant) => variant.size !== item.size || variant.color !== item.color);
  if (others.length === 0) return null;
  return (
    <label className="return-form__line return-form__exchange">
      <span>Refund or exchange</span>
      <select className="text-input" aria-label={`Refund or exchange ${item.name}`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Refund my money</option>
        {others.map((variant) => {
          const choice = choiceText(variant);
          return (
            <option key={variant.id} value={variant.id} disabled={variant.stock === 0}>
              {`Exchange for ${choice}${variant.stock === 0 ? ' (sold out)' : ''}`}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/** "size M, Yellow": how a line's choice reads. */
function choiceText(choice: { size: string | null; color: string | null }): string {
  return [choice.size ? `size ${choice.size}` : null, choice.color].filter(Boolean).join(', ');
}

/** `justSent`: the return this shopper confirmed a moment ago, shown where the form was: taken to it. */
function ReturnStarted({ started, justSent = false }: { started: ReturnDto; justSent?: boolean }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!justSent) return;
    // Focus brings it into view too.
    heading.current?.focus();
  }, [justSent]);
  const exchanged = started.lines.filter((line) => line.exchangeFor);
  const exchangeOnly = exchanged.length === started.lines.length;
  return (
    <section className="surface surface--padded return-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="track-card__title" ref={heading} tabIndex={-1}>
        Return {started.returnNumber}
      </h3>
      <p className="track-card__intro" role="status">
        {STATUS_TEXT[started.status] ?? ''} {exchangeOnly ? 'An exchange: nothing to refund' : `Refund: ${formatCedis(started.refund)}`}
        {started.deliveryFee === '0.00' ? '; return delivery is free.' : `; return delivery costs ${formatCedis(started.deliveryFee)}, paid to the courier.`}
      </p>
      {exchanged.length > 0 ? (
        <ul className="return-exchanges">
          {exchanged.map((line) => (
            <li key={line.orderItemId}>
              {`${line.quantity} x ${line.name}${line.size || line.color ? ` (${choiceText(line)})` : ''}, exchanged for ${choiceText(line.exchangeFor!)}: sent once the return is approved.`}
            </li>
          ))}
        </ul>
      ) : null}
      {started.staffMessage ? <p className="track-card__intro">Our team wrote: {started.staffMessage}</p> : null}
      {started.photoCount > 0 ? <p className="track-card__intro">{started.photoCount === 1 ? 'Your photo was sent with it.' : `Your ${started.photoCount} photos were sent with it.`}</p> : null}
      <ol className="return-timeline">
        {started.timeline.map((step) => (
          <li key={`${step.event}-${step.at}`}>
            <strong>{STEP_LABELS[step.event] ?? step.event}</strong> <span>{formatGhanaDateTime(step.at)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
