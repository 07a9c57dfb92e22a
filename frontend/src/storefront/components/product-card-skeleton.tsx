import { Skeleton } from 'antd';
import type { ProductView } from './product-card';
import './product-card-skeleton.css';

/** A grey stand-in with the card's shape, shown while the page of products loads. */
export function ProductCardSkeleton({ view = 'grid' }: { view?: ProductView }) {
  return (
    <div className={`surface product-card product-card--${view} product-card--skeleton`} data-testid="product-card-skeleton" aria-hidden="true">
      <div className="product-card__media">
        <Skeleton.Node active className="product-card__skeleton-image">
          <span />
        </Skeleton.Node>
      </div>
      <div className="product-card__body">
        <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 2, width: ['50%', '40%'] }} />
        <Skeleton.Button active block={view === 'grid'} />
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
