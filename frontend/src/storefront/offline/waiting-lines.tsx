import { useId } from 'react';
import { useGetProduct } from '../../api/generated/endpoints/catalog/catalog';
import { ProductImage } from '../../components/product-image';
import type { QueuedAddition } from '../../lib/cart-queue';
import { ClockCircleIcon } from '../icons/clock-circle';
import './waiting-lines.css';

/**
 * One addition made without a connection. Its product comes from the catalog read the service
 * worker kept (a product page visited, ADR 021); a product never read offline is still counted.
 */
function WaitingLine({ addition }: { addition: QueuedAddition }) {
  const product = useGetProduct(addition.productId, { query: { staleTime: Infinity, retry: false } }).data?.data;
  const details = [addition.size ? `Size: ${addition.size}` : null, addition.color ? `Colour: ${addition.color}` : null, `Qty: ${addition.quantity}`].filter(Boolean).join(' · ');
  return (
    <li className="surface waiting-line">
      <span className="waiting-line__image" aria-hidden="true">
        <ProductImage path={product?.images[0]} alt="" sizes="64px" />
      </span>
      <div className="waiting-line__info">
        <p className="waiting-line__name">{product?.name ?? 'An item from the shop'}</p>
        <p className="waiting-line__details">{details}</p>
      </div>
    </li>
  );
}

/** The cart page's additions waiting for the connection, so an offline cart is never "empty" of them. */
export function WaitingLines({ additions }: { additions: QueuedAddition[] }) {
  const titleId = useId();
  return (
    <section className="waiting-lines" aria-labelledby={titleId}>
      <h2 id={titleId} className="waiting-lines__title">
        <ClockCircleIcon aria-hidden="true" /> Will be added when you're back online
      </h2>
      <ul className="waiting-lines__list">
        {additions.map((addition) => (
          <WaitingLine key={addition.key} addition={addition} />
        ))}
      </ul>
    </section>
  );
}
