import { formatCedis } from '@shop/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buyAgain } from '../../api/generated/endpoints/buy-again/buy-again';
import type { BuyAgainLineDto, BuyAgainResultDto } from '../../api/generated/model';
import { errorBody, errorMessage, errorStatus } from '../../lib/api-error';
import { getSessionId, renewSessionId } from '../../lib/session-id';
import { useRefreshCart } from '../../lib/use-cart';
import { Button } from './button';
import './buy-again.css';

const isLostCart = (error: unknown) => errorStatus(error) === 404 && errorBody(error)?.message === 'Cart not found';

/** POST /api/orders/{id}/buy-again into this browser's cart; a cart id another browser holds starts a fresh cart, as adding to the cart does. */
async function sendBuyAgain(orderId: string): Promise<BuyAgainResultDto> {
  const send = async () => (await buyAgain(orderId, { sessionId: getSessionId() })).data;
  try {
    return await send();
  } catch (error) {
    if (!isLostCart(error)) throw error;
    renewSessionId();
    return send();
  }
}

type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; result: BuyAgainResultDto } | { kind: 'failed'; message: string };

function LineList({ lines, label }: { lines: BuyAgainLineDto[]; label: string }) {
  return (
    <>
      <p className="buy-again__heading">{label}</p>
      <ul className="buy-again__lines">
        {lines.map((line, index) => (
          <li key={`${line.productId}-${line.size ?? ''}-${line.color ?? ''}-${index}`} className={`buy-again__line buy-again__line--${line.outcome}`}>
            {line.message}
            {line.price && line.quantity > 0 ? <span className="buy-again__price"> · {formatCedis(line.price)} each</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the server put in the cart and what it could not, with why, read out when it arrives. */
export function BuyAgainResult({ result }: { result: BuyAgainResultDto }) {
  const nothing = result.added.length === 0;
  return (
    <div className="buy-again__result" role="status">
      {nothing ? <p className="buy-again__heading">Nothing from this order could go in your cart.</p> : <LineList lines={result.added} label="Added to your cart at today’s prices:" />}
      {result.notAdded.length > 0 ? <LineList lines={result.notAdded} label="Not added:" /> : null}
      {nothing ? null : (
        <Link to="/cart" className="buy-again__cart">
          View cart
        </Link>
      )}
    </div>
  );
}

/** Issue 35: a past order's "Buy again", and its outcome under it; the header's cart count follows. */
export function BuyAgainButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const refreshCart = useRefreshCart();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const press = async () => {
    setState({ kind: 'pending' });
    try {
      const result = await sendBuyAgain(orderId);
      setState({ kind: 'done', result });
      if (result.added.length > 0) void refreshCart();
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  };
  return (
    <div className="buy-again">
      <Button className="buy-again__button" loading={state.kind === 'pending'} onClick={() => void press()} aria-label={`Buy again: order ${orderNumber}`}>
        Buy again
      </Button>
      {state.kind === 'done' ? <BuyAgainResult result={state.result} /> : null}
      {state.kind === 'failed' ? (
        <p className="buy-again__result buy-again__result--failed" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
