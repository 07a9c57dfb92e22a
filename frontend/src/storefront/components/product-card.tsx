import { discountPercent, GRID_CARD_IMAGE_SIZES, LOW_STOCK_BELOW } from '@shop/rules';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ProductDto } from '../../api/generated/model';
import { CardAction, type CardChoice } from './card-action';
import { Badge } from './badge';
import { PriceTag } from './price-tag';
import { ProductImage } from '../../components/product-image';
import { SizeList } from './size-list';
import { StarRating } from './star-rating';
import { WishlistButton } from './wishlist-button';
import './product-card.css';

export type ProductView = 'grid' | 'list';

export type ProductCardProduct = Pick<
  ProductDto,
  'id' | 'name' | 'description' | 'price' | 'originalPrice' | 'images' | 'sizes' | 'colors' | 'variants' | 'stock' | 'rating' | 'reviewCount'
>;

export type { CardChoice } from './card-action';

export interface ProductCardProps {
  product: ProductCardProduct;
  view?: ProductView;
  /** First row of the page: its image loads at once. */
  eager?: boolean;
  headingLevel?: 2 | 3;
  /** Adds one unit of the choice to the cart; rejects when that failed (the caller shows the error). */
  onAddToCart: (product: ProductCardProduct, choice: CardChoice) => Promise<unknown> | void;
}

const IMAGE_SIZES: Record<ProductView, string> = {
  grid: GRID_CARD_IMAGE_SIZES,
  list: '(min-width: 768px) 160px, 112px',
};

export function ProductCard({ product, view = 'grid', eager = false, headingLevel = 2, onAddToCart }: ProductCardProps) {
  const headingId = useId();
  const href = `/products/${product.id}`;
  const discount = discountPercent(product.price, product.originalPrice);
  const lowStock = product.stock >= 1 && product.stock < LOW_STOCK_BELOW;
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={`surface product-card product-card--${view}`} aria-labelledby={headingId}>
      <div className="product-card__media">
        {/* The name below is the keyboard link; the picture is a second, pointer-only way in. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="product-card__image-link">
          <ProductImage path={product.images[0]} alt={product.name} sizes={IMAGE_SIZES[view]} eager={eager} inList />
        </Link>
        <div className="product-card__badges">
          {discount !== null ? <Badge tone="sale">-{discount}%</Badge> : null}
          {lowStock && view === 'grid' ? <Badge tone="low">Low Stock</Badge> : null}
        </div>
        <WishlistButton productId={product.id} productName={product.name} />
      </div>
      <div className="product-card__body">
        <Heading id={headingId} className="clamp-2 product-card__name">
          <Link to={href} className="product-name-link">{product.name}</Link>
        </Heading>
        {view === 'list' && product.description ? <p className="clamp-2 product-card__description">{product.description}</p> : null}
        <StarRating rating={product.rating} reviewCount={product.reviewCount} />
        <PriceTag price={product.price} originalPrice={product.originalPrice} />
        <SizeList sizes={product.sizes} />
        <div className="product-card__action">
          <CardAction product={product} href={href} block={view === 'grid'} onAddToCart={onAddToCart} />
        </div>
      </div>
    </article>
  );
}

