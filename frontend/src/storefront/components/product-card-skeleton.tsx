import type { ProductView } from './product-card';
import { SkeletonBlock } from './skeleton-block';
import './product-card-skeleton.css';

/** A grey stand-in with the card's shape, shown while the page of products loads. */
export function ProductCardSkeleton({ view = 'grid' }: { view?: ProductView }) {
  return (
    <div className={`surface product-card product-card--${view} product-card--skeleton`} data-testid="product-card-skeleton" aria-hidden="true">
      <div className="product-card__media">
        <SkeletonBlock shape="box" className="product-card__skeleton-image" />
      </div>
      <div className="product-card__body product-card__skeleton-lines">
        <SkeletonBlock width="80%" />
        <SkeletonBlock width="50%" />
        <SkeletonBlock width="40%" />
        <SkeletonBlock className="product-card__skeleton-button" width={view === 'grid' ? '100%' : '64px'} />
      </div>
    </div>
  );
}

/** The featured grid's stand-in (landing and signed-in home) while its products load. */
export function FeaturedGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={className ? `column-grid featured-grid ${className}` : 'column-grid featured-grid'} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
