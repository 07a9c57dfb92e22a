import { Suspense, lazy, useRef, useState } from 'react';
import type { ProductDto } from '../../api/generated/model';
import { LinkButton } from './link-button';
import { ShoppingCartIcon } from '../../components/icons/shopping-cart';
import { useHydrated } from '../../lib/use-hydrated';
import { AddToCartButton } from './add-to-cart-button';
import { Button } from './button';
import './card-action.css';

/** The size and colour a card adds (null where the product has none). */
export interface CardChoice {
  size: string | null;
  color: string | null;
}

type CardProduct = Pick<ProductDto, 'name' | 'price' | 'originalPrice' | 'sizes' | 'colors' | 'variants' | 'stock'>;

// Loaded on the first tap (or hover, or focus) of a card that needs it: the list's first load stays as it was.
const loadChooser = () => import('../product/list/variant-chooser');
const VariantChooser = lazy(loadChooser);

/**
 * Issue 40: a product with one size x colour in stock is added as it is; one with several opens
 * the chooser, so the shop never picks a size or colour for the shopper. Before the app runs (or
 * without script) that control is a link to the product page, where the choice is made.
 */
export function CardAction<P extends CardProduct>({ product, href, block, onAddToCart }: { product: P; href: string; block: boolean; onAddToCart: (product: P, choice: CardChoice) => Promise<unknown> | void }) {
  const hydrated = useHydrated();
  const [choosing, setChoosing] = useState(false);
  const action = useRef<HTMLSpanElement>(null);
  const inStock = product.variants.filter((variant) => variant.stock > 0);
  if (inStock.length <= 1) {
    const only = inStock[0];
    return <AddToCartButton stock={product.stock} onAdd={() => onAddToCart(product, { size: only?.size ?? null, color: only?.color ?? null })} block={block} />;
  }
  if (!hydrated) {
    return (
      <LinkButton to={href} className={block ? 'cart-button cart-button--link' : 'cart-button cart-button--link cart-button--inline'}>
        View Options
      </LinkButton>
    );
  }
  const close = () => {
    setChoosing(false);
    action.current?.querySelector('button')?.focus();
  };
  return (
    <span ref={action} className="cart-action">
      <Button
        variant="primary"
        className="cart-button"
        block={block}
        icon={<ShoppingCartIcon />}
        aria-haspopup="dialog"
        aria-expanded={choosing}
        onPointerEnter={() => void loadChooser()}
        onFocus={() => void loadChooser()}
        onClick={() => setChoosing(true)}
      >
        Add to Cart
      </Button>
      {choosing ? (
        <Suspense fallback={null}>
          <VariantChooser product={product} onAdd={(choice) => Promise.resolve(onAddToCart(product, choice))} onClose={close} />
        </Suspense>
      ) : null}
    </span>
  );
}
