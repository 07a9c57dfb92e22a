import { discountPercent, formatCedis } from '@shop/rules';
import './price-tag.css';

/** Price, and the struck-through original price when the product is on sale. */
export function PriceTag({ price, originalPrice, size = 'md' }: { price: string; originalPrice: string | null | undefined; size?: 'md' | 'lg' }) {
  const onSale = discountPercent(price, originalPrice) !== null;
  return (
    <div className={`price price--${size}`}>
      <span className="price__now">
        {onSale ? <span className="sr-only">Sale price </span> : null}
        {formatCedis(price)}
      </span>
      {onSale && originalPrice ? (
        <s className="price__was">
          <span className="sr-only">Original price </span>
          {formatCedis(originalPrice)}
        </s>
      ) : null}
    </div>
  );
}
