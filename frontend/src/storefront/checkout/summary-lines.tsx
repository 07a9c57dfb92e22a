import { formatCedis, toPesewas } from '@shop/rules';
import type { CartLineDto } from '../../api/generated/model';
import { ProductImage } from '../../components/product-image';

/** The cart's lines in the order summary beside the form. */
export function SummaryLines({ lines }: { lines: CartLineDto[] }) {
  return (
    <ul className="summary-lines">
      {lines.map((line) => (
        <li key={line.id} className="summary-line">
          <span className="summary-line__image">
            <ProductImage path={line.product.images[0]} alt="" sizes="56px" />
            <span className="summary-line__quantity" aria-hidden="true">
              {line.quantity}
            </span>
          </span>
          <span className="summary-line__text">
            <span className="clamp-2 summary-line__name">{line.product.name}</span>
            <span className="summary-line__detail">
              Qty {line.quantity}
              {line.size ? ` · Size ${line.size}` : ''}
              {line.color ? ` · ${line.color}` : ''}
            </span>
          </span>
          <span className="summary-line__price">{formatCedis(toPesewas(line.product.price) * line.quantity, { fromPesewas: true })}</span>
        </li>
      ))}
    </ul>
  );
}
