import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useApproveTestCheckout, useDeclineTestCheckout, useGetTestCheckout } from '../api/generated/endpoints/payments/payments';
import type { TestCheckoutDto } from '../api/generated/model';
import { LinkButton } from './components/link-button';
import { errorMessage, errorStatus } from '../lib/api-error';
import { goToPaymentPage } from '../lib/browser-location';
import { onThisOrigin } from '../lib/payment-page-url';
import { paymentLabel } from '../lib/order-progress';
import { formatPaymentAmount } from '../lib/payments';
import { PageHeader } from './components/page-header';
import { StatusPanel } from './components/status-panel';
import { PhonePrompt } from './test-payment/phone-prompt';
import { ExperimentIcon } from './icons/experiment';
import { Button } from './components/button';
import './test-payment.css';

function trackLink(orderNumber: string): string {
  return `/track?order=${encodeURIComponent(orderNumber)}`;
}

function TestModeBanner() {
  return (
    <p className="test-mode-banner" role="note">
      <ExperimentIcon aria-hidden="true" /> <strong>TEST MODE</strong> No real money moves
    </p>
  );
}

interface DecisionProps {
  checkout: TestCheckoutDto;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

/** What the shopper does on this page, by method: a card answer, a phone prompt, a PayPal approval. */
function Decision({ checkout, busy, onApprove, onDecline }: DecisionProps) {
  const [promptSent, setPromptSent] = useState(false);
  const amount = formatPaymentAmount(checkout.amount, checkout.currency);

  if (checkout.method === 'momo') {
    return promptSent ? (
      <section className="test-payment__step" aria-labelledby="step-title">
        <h2 id="step-title" className="test-payment__step-title">
          Approve the prompt on your phone
        </h2>
        <p className="test-payment__hint">A real payment asks for your Mobile Money PIN on your phone. Here you answer the prompt below.</p>
        <PhonePrompt amount={amount} orderNumber={checkout.orderNumber} busy={busy} onApprove={onApprove} onDecline={onDecline} />
      </section>
    ) : (
      <section className="test-payment__step" aria-labelledby="step-title">
        <h2 id="step-title" className="test-payment__step-title">
          Send the payment prompt
        </h2>
        <p className="test-payment__hint">Mobile Money sends a prompt to your phone to approve the payment.</p>
        <Button variant="primary" size="large" block onClick={() => setPromptSent(true)}>
          Send prompt
        </Button>
      </section>
    );
  }

  return (
    <section className="test-payment__step" aria-labelledby="step-title">
      <h2 id="step-title" className="test-payment__step-title">
        {checkout.method === 'paypal' ? `Pay ${amount} with PayPal` : `Pay ${amount} by card`}
      </h2>
      <p className="test-payment__hint">
        {checkout.method === 'paypal'
          ? 'PayPal charges in US dollars. A real payment signs in to PayPal here; in test mode you choose what PayPal answers.'
          : 'A real payment asks for card details here; in test mode you choose what the bank answers.'}
      </p>
      <div className="test-payment__actions">
        <Button size="large" onClick={onDecline} disabled={busy}>
          Decline
        </Button>
        <Button variant="primary" size="large" onClick={onApprove} disabled={busy}>
          Approve
        </Button>
      </div>
    </section>
  );
}

/**
 * The built-in test provider's payment page (TEST MODE, no provider keys): the shopper approves or
 * declines, the test provider sends its signed webhook as a real one would, and the shopper goes
 * back to the shop's tracking page.
 */
export default function TestPaymentPage() {
  const { id = '' } = useParams();
  const query = useGetTestCheckout(encodeURIComponent(id), { query: { enabled: id !== '', staleTime: Infinity } });
  const [returnUrl, setReturnUrl] = useState<string | null>(null);
  const decided = {
    // Back to the tracking page on the address this page was opened at, whatever address the shop names itself by.
    onSuccess: ({ data }: { data: { returnUrl: string } }) => {
      const back = onThisOrigin(data.returnUrl);
      setReturnUrl(back);
      goToPaymentPage(back);
    },
    // Decided in another tab meanwhile: show what was decided rather than an error.
    onError: (error: unknown) => {
      if (errorStatus(error) === 409) void query.refetch();
    },
  };
  const approve = useApproveTestCheckout({ mutation: decided });
  const decline = useDeclineTestCheckout({ mutation: decided });
  const failure = [approve.error, decline.error].find((error) => error && errorStatus(error) !== 409);
  const busy = approve.isPending || decline.isPending || returnUrl !== null;
  const checkout = query.data?.data;

  let body;
  if (query.isLoading) {
    body = (
      <p className="test-payment__loading" role="status">
        Loading the payment…
      </p>
    );
  } else if (query.isError || !checkout) {
    const notFound = errorStatus(query.error) === 404 || errorStatus(query.error) === 400;
    body = notFound ? (
      <StatusPanel role="alert" title="We can't find this payment" text="The link may be old or mistyped. Any order you placed is safe: look it up on the tracking page.">
        <LinkButton to="/">Back to Home</LinkButton>
      </StatusPanel>
    ) : (
      <StatusPanel role="alert" title="We couldn't load this payment" text={errorMessage(query.error)}>
        <Button onClick={() => void query.refetch()}>Try Again</Button>
      </StatusPanel>
    );
  } else {
    const amount = formatPaymentAmount(checkout.amount, checkout.currency);
    body = (
      <div className="test-payment__card">
        <dl className="test-payment__facts">
          <div>
            <dt>Order</dt>
            <dd className="test-payment__order">{checkout.orderNumber}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className="test-payment__amount">{amount}</dd>
          </div>
          <div>
            <dt>Method</dt>
            <dd>{paymentLabel(checkout.method)}</dd>
          </div>
        </dl>
        {returnUrl ? (
          <p className="test-payment__leaving" role="status">
            Taking you back to the shop… If nothing happens, <a href={returnUrl}>see your order</a>.
          </p>
        ) : checkout.status !== 'open' ? (
          <StatusPanel
            role="status"
            title={checkout.status === 'approved' ? 'This payment was already approved' : 'This payment was already declined'}
            text="Nothing more to do here. Your order shows where it stands."
          >
            <LinkButton to={trackLink(checkout.orderNumber)}>See your order</LinkButton>
          </StatusPanel>
        ) : (
          <Decision checkout={checkout} busy={busy} onApprove={() => approve.mutate({ id: checkout.id })} onDecline={() => decline.mutate({ id: checkout.id })} />
        )}
        {failure ? (
          <p className="test-payment__error" role="alert">
            {errorMessage(failure)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="container page test-payment">
      <TestModeBanner />
      <PageHeader title="Test payment" subtitle="This shop is in test mode: approve or decline to see what a shopper sees." />
      {body}
    </div>
  );
}
