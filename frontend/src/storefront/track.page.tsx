import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTrackOrder } from '../api/generated/endpoints/ordering/ordering';
import { PageHeader } from './components/page-header';
import { StatusPanel } from './components/status-panel';
import { TrackOrderForm } from './track/track-order-form';
import { TrackedOrder } from './track/tracked-order';
import { errorMessage, errorStatus } from '../lib/api-error';
import { Button } from './components/button';
import './components/info-forms.css';
import './track.css';

/** 404 (unknown) and 400 (malformed) both mean: no order with that number. */
function isNotFound(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}

/** SPEC §2 "Order tracking (/track)": the order number lives in ?order= so a link or refresh finds it again. */
export default function TrackPage() {
  const [params, setParams] = useSearchParams();
  const orderNumber = (params.get('order') ?? '').trim();
  // The generated client puts the number into the path as is: encode what the shopper typed.
  const query = useTrackOrder(encodeURIComponent(orderNumber), { query: { enabled: orderNumber !== '', retryOnMount: false } });
  const answered = orderNumber ? query.data?.data : undefined;
  // An order is a large tree (timeline, payment, returns, reviews): rendered in a transition, which
  // React splits between the browser's tasks, not in the one task in which its answer lands, the
  // longest of the page's start. Until then the page still says it is searching; an answer read
  // again shows the one before meanwhile, never another order's.
  const rendered = useDeferredValue(answered);
  const order = answered && rendered?.orderNumber === answered.orderNumber ? rendered : undefined;
  const searching = query.isLoading || (answered !== undefined && order === undefined);

  const search = (next: string) => {
    if (next === orderNumber) void query.refetch(); // same number again: fetch the latest status
    else setParams({ order: next });
  };

  const form = <TrackOrderForm key={orderNumber} initialValue={orderNumber} searching={query.isFetching} onSearch={search} />;

  return (
    <div className="container page track-page">
      {/* Back from paying, or from a message's link: the page is the order, the search tucked away below it. */}
      {order ? <PageHeader title="Your Order" /> : <PageHeader title="Track Your Order" subtitle="Enter your order number to see where your order is." />}
      {order ? null : form}

      <div className="track-page__result">
        {!orderNumber ? null : searching ? (
          <p className="track-page__searching" role="status">
            Searching for your order...
          </p>
        ) : query.isError && isNotFound(query.error) ? (
          <div className="surface surface--padded">
            <StatusPanel
              role="alert"
              title="Order Not Found"
              text="We couldn't find an order with that number. Please check your order number and try again."
            />
          </div>
        ) : query.isError ? (
          // A rate limit or a network failure is not "no such order": say what happened and offer a retry.
          <div className="surface surface--padded">
            <StatusPanel role="alert" title="We couldn't look up your order" text={errorMessage(query.error)}>
              <Button onClick={() => void query.refetch()}>Try Again</Button>
            </StatusPanel>
          </div>
        ) : order ? (
          <TrackedOrder order={order} />
        ) : null}
      </div>
      {order ? (
        <details className="track-page__another">
          <summary className="track-page__another-summary">Track another order</summary>
          {form}
        </details>
      ) : null}
    </div>
  );
}
