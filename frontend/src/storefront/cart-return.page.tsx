import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { restoreRemindedCart, useGetRemindedCart, useStopCartReminders } from '../api/generated/endpoints/cart-reminders/cart-reminders';
import { getGetCartQueryKey } from '../api/generated/endpoints/cart/cart';
import type { RestoredCartDto } from '../api/generated/model';
import { errorBody, errorMessage, errorStatus } from '../lib/api-error';
import { getSessionId, renewSessionId } from '../lib/session-id';
import { useHydrated } from '../lib/use-hydrated';
import { Button } from './components/button';
import { LinkButton } from './components/link-button';
import { PageHeader } from './components/page-header';
import { StatusPanel } from './components/status-panel';
import { CheckCircleFilledIcon } from './icons/check-circle-filled';
import './cart-return.css';

/** This browser's cart gets the reminded lines; a tab whose cart id is another browser's starts a new one and tries once more. */
async function restoreInto(token: string): Promise<RestoredCartDto> {
  try {
    return (await restoreRemindedCart(token, { sessionId: getSessionId() })).data;
  } catch (error) {
    if (errorStatus(error) !== 404 || errorBody(error)?.message !== 'Cart not found') throw error;
    return (await restoreRemindedCart(token, { sessionId: renewSessionId() })).data;
  }
}

const items = (units: number) => (units === 1 ? '1 item' : `${units} items`);

/** "Your cart is back": the page a cart reminder's link opens (ADR 071), on any phone. */
export default function CartReturnPage() {
  const { token = '' } = useParams();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const reminded = useGetRemindedCart(token, { query: { enabled: hydrated, retry: false } });
  const [restored, setRestored] = useState<RestoredCartDto | null>(null);
  const [restoreProblem, setRestoreProblem] = useState<unknown>(null);
  const started = useRef(false);
  const stop = useStopCartReminders({ mutation: { onSuccess: () => void reminded.refetch() } });

  // Opening the link is asking for the cart back: done once, when the page is the browser's.
  useEffect(() => {
    if (!hydrated || !reminded.isSuccess || started.current) return;
    started.current = true;
    restoreInto(token)
      .then((answer) => {
        if (answer.sessionId !== getSessionId()) renewSessionId(answer.sessionId);
        void queryClient.invalidateQueries({ queryKey: getGetCartQueryKey(answer.sessionId) });
        setRestored(answer);
      })
      .catch(setRestoreProblem);
  }, [hydrated, reminded.isSuccess, token, queryClient]);

  const details = reminded.data?.data;
  return (
    <div className="container page cart-return">
      <PageHeader title="Your cart" subtitle="From the reminder we texted you" />
      {!hydrated || reminded.isLoading || (details && !restored && !restoreProblem) ? (
        <p role="status">Bringing back your cart…</p>
      ) : reminded.isError ? (
        <div className="surface surface--padded">
          <StatusPanel
            role="alert"
            title={errorStatus(reminded.error) === 404 ? 'This link is not valid' : 'We couldn’t load your cart'}
            text={errorStatus(reminded.error) === 404 ? 'Please check the link in your text message.' : errorMessage(reminded.error)}
          >
            <LinkButton to="/products">Browse products</LinkButton>
          </StatusPanel>
        </div>
      ) : details ? (
        <div className="cart-return__body">
          <section className="surface surface--padded" aria-labelledby="restored-title">
            {restoreProblem ? (
              <StatusPanel role="alert" title="We couldn’t bring back your cart" text={errorMessage(restoreProblem)}>
                <LinkButton to="/products">Browse products</LinkButton>
              </StatusPanel>
            ) : restored ? (
              <div role="status">
                <h2 id="restored-title" className="cart-return__title">
                  {restored.restored > 0 ? (
                    <>
                      <CheckCircleFilledIcon aria-hidden="true" /> {items(restored.restored)} back in your cart
                    </>
                  ) : (
                    'Nothing from that cart could come back'
                  )}
                </h2>
                {restored.unavailable.length > 0 ? (
                  <ul className="cart-return__gone" aria-label="Not available any more">
                    {restored.unavailable.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                ) : null}
                <LinkButton to={restored.restored > 0 ? '/cart' : '/products'}>
                  {restored.restored > 0 ? 'Go to my cart' : 'Browse products'}
                </LinkButton>
              </div>
            ) : null}
          </section>
          <section className="surface surface--padded cart-return__stop" aria-labelledby="stop-title">
            <h2 id="stop-title" className="cart-return__subtitle">
              Cart reminders
            </h2>
            {details.active ? (
              <>
                <p>We may text {details.sendTo} once more about a cart you leave. You can stop these reminders now; order updates still come.</p>
                {stop.isError ? (
                  <p className="field-error" role="alert">
                    {errorMessage(stop.error)}
                  </p>
                ) : null}
                <Button loading={stop.isPending} disabled={stop.isPending} onClick={() => stop.mutate({ token })}>
                  Stop cart reminders
                </Button>
              </>
            ) : (
              <p role="status">No more cart reminders will be sent to {details.sendTo}. Ticking “Remind me about my cart” at checkout starts them again.</p>
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}
