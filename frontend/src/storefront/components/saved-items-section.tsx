import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useListSavedItems } from '../../api/generated/endpoints/saved-items/saved-items';
import { ProductImage } from '../../components/product-image';
import { useSavedItems } from '../../lib/saved-items';
import { Button } from './button';
import { LinkButton } from './link-button';
import { PriceTag } from './price-tag';
import { TitledSection } from './titled-section';
import { WishlistButton } from './wishlist-button';
import './saved-items-section.css';

/**
 * Issue 35: the customer's saved products on their home page, as the catalog shows them now. A
 * heart taken off here (or on any card) takes the product off the list at once.
 */
export function SavedItemsSection() {
  const query = useListSavedItems({ query: { retry: false, refetchOnWindowFocus: false } });
  const { ids, ready } = useSavedItems();
  const items = (query.data?.data.items ?? []).filter((item) => !ready || ids.has(item.productId));
  // A heart added elsewhere (a card below, or the browser's hearts merged at sign-in after this
  // list was read) brings the product in: the list is read again.
  const known = query.data?.data.productIds;
  const missing = ready && known !== undefined && [...ids].some((id) => !known.includes(id));
  const { refetch } = query;
  useEffect(() => {
    if (missing) void refetch();
  }, [missing, refetch]);

  let body;
  if (query.isPending) {
    body = <ul className="saved-items divided-list" aria-busy="true">{[0, 1].map((index) => <li key={index} className="saved-item saved-item--skeleton" aria-hidden="true" />)}</ul>;
  } else if (query.isError) {
    body = (
      <div className="home-card__empty" role="alert">
        <p>Your saved items could not be loaded right now.</p>
        <Button onClick={() => void query.refetch()}>Try Again</Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="home-card__empty">
        <p className="home-card__empty-title">Nothing saved yet</p>
        <p className="home-card__empty-text">Tap the heart on a product to keep it here, on every device you sign in on.</p>
        <LinkButton to="/products">Browse Products</LinkButton>
      </div>
    );
  } else {
    body = (
      <ul className="saved-items divided-list">
        {items.map((item) => (
          <li key={item.productId} className="saved-item">
            <Link to={`/products/${item.productId}`} className="saved-item__image" tabIndex={-1} aria-hidden="true">
              <ProductImage path={item.images[0]} alt={item.name} sizes="72px" inList />
            </Link>
            <div className="saved-item__main">
              <Link to={`/products/${item.productId}`} className="saved-item__name product-name-link">
                {item.name}
              </Link>
              <PriceTag price={item.price} originalPrice={null} />
              {item.stock <= 0 ? <span className="saved-item__stock">Out of Stock</span> : null}
            </div>
            <WishlistButton productId={item.productId} productName={item.name} look="wishlist-toggle" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TitledSection className="surface home-card saved-items-card" title="Saved Items" titleClassName="home-card__title">
      {body}
    </TitledSection>
  );
}
