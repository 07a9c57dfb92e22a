import { formatCedis, toPesewas } from '@shop/rules';
import { Link } from 'react-router-dom';
import type { CartLineDto } from '../../api/generated/model';
import { ProductImage } from '../../components/product-image';
import type { LineProblem } from '../../lib/cart-availability';

/** The cart's lines in the order summary beside the form; a line that sold out meanwhile says so, with the way back to the cart. */
export function SummaryLines({ lines, problems = new Map() }: { lines: CartLineDto[]; problems?: ReadonlyMap<string, LineProblem> }) {
  return (
    <ul className="summary-lines">
      {lines.map((line) => {
        const problem = problems.get(line.id);
        return (
          <li key={line.id} className={`summary-line${problem ? ' summary-line--problem' : ''}`}>
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
              {problem ? (
                <span className="summary-line__problem">
                  {problem.kind === 'sold-out' ? 'Sold out' : `Only ${problem.left} left`} · <Link to="/cart">Change in cart</Link>
                </span>
              ) : null}
            </span>
            <span className="summary-line__price">{formatCedis(toPesewas(line.product.price) * line.quantity, { fromPesewas: true })}</span>
          </li>
        );
      })}
    </ul>
  );
}
