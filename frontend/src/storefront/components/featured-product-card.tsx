import { Link } from 'react-router-dom';
import type { ProductDto } from '../../api/generated/model';
import { PriceTag } from './price-tag';
import { ProductImage } from '../../components/product-image';
import './featured-product-card.css';

export type FeaturedProduct = Pick<ProductDto, 'id' | 'name' | 'description' | 'price' | 'originalPrice' | 'images' | 'reviewCount'>;

/**
 * A landing-page tile (SPEC §7 lists the fields it reads). The name is the link; CSS stretches
 * it over the whole card so the tile is one big tap target without reading everything as a link.
 */
export function FeaturedProductCard({ product, eager = false }: { product: FeaturedProduct; eager?: boolean }) {
  return (
    <article className="surface featured-card">
      <ProductImage path={product.images[0]} alt={product.name} sizes="(min-width: 1200px) 380px, (min-width: 768px) 31vw, 48vw" eager={eager} inList />
      <div className="featured-card__body">
        <h3 className="featured-card__name">
          <Link to={`/products/${product.id}`} className="product-name-link stretched-link">
            {product.name}
          </Link>
        </h3>
        {product.description ? <p className="clamp-2 featured-card__description">{product.description}</p> : null}
        <PriceTag price={product.price} originalPrice={product.originalPrice} />
        <p className="featured-card__reviews">
          {product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'}
        </p>
      </div>
    </article>
  );
}
