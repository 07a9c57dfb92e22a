import { discountPercent, LOW_STOCK_BELOW, PRODUCT_MAIN_IMAGE_SIZES } from '@shop/rules';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useGetProduct } from '../api/generated/endpoints/catalog/catalog';
import type { ProductDto } from '../api/generated/model';
import { Badge } from './components/badge';
import { LinkButton } from './components/link-button';
import { PriceTag } from './components/price-tag';
import { ProductImage } from '../components/product-image';
import { QuantityStepper } from './components/quantity-stepper';
import { StarRating } from './components/star-rating';
import { SkeletonBlock } from './components/skeleton-block';
import { StatusPanel } from './components/status-panel';
import { WishlistButton } from './components/wishlist-button';
import { BackInStock } from './product/detail/back-in-stock';
import { ReviewsSection } from './product/detail/reviews-section';
import { HydrateOnSight } from '../lib/hydrate-on-sight';
import { useVariantChoice } from './product/shared/variant-choice';
import { useMissingChoice, VariantChoiceFields } from './product/shared/variant-choice-fields';
import { VariantReason } from './product/shared/variant-reason';
import { categoryHref, categoryLabel, isStorefrontCategory } from '../lib/categories';
import { FREE_SHIPPING_TEXT } from '../lib/shop-info';
import { useAddToCart } from '../lib/use-add-to-cart';
import { useCartLinesNow } from '../lib/cart-lines-now';
import { usePageTitle } from '../lib/use-page-title';
import { useToast } from '../components/toast';
import { NeedsJavaScript } from './components/needs-javascript';
import { OrderOnWhatsApp } from './components/order-on-whatsapp';
import { productOrderText } from '../lib/whatsapp';
import { useHydrated, useLiveAtMount } from '../lib/use-hydrated';
import { useTypingBeforeHydration } from '../lib/use-typing-before-hydration';
import { CarIcon } from '../components/icons/car';
import { RollbackIcon } from './icons/rollback';
import { SafetyCertificateIcon } from '../components/icons/safety-certificate';
import { ShoppingCartIcon } from '../components/icons/shopping-cart';
import { Button } from './components/button';
import { NetworkError } from '../api/http';
import './product-detail.css';

function Breadcrumb({ name }: { name?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol className="breadcrumb__list">
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/products">Products</Link>
        </li>
        {name ? (
          <li>
            <span aria-current="page">{name}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function Gallery({ product }: { product: ProductDto }) {
  const [selected, setSelected] = useState(0);
  const hydrated = useHydrated();
  const count = product.images.length;
  const index = Math.min(selected, Math.max(0, count - 1));
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ProductImage
          path={product.images[index]}
          alt={count > 1 ? `${product.name}, picture ${index + 1} of ${count}` : product.name}
          sizes={PRODUCT_MAIN_IMAGE_SIZES}
          eager
        />
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {product.images.map((path, position) => (
            <li key={path}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show picture ${position + 1} of ${count}`}
                aria-pressed={position === index}
                onClick={() => setSelected(position)}
                disabled={!hydrated}
              >
                <ProductImage path={path} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function StockNotice({ stock }: { stock: number }) {
  if (stock <= 0) return <p className="stock-notice stock-notice--out">Out of stock</p>;
  if (stock < LOW_STOCK_BELOW) return <p className="stock-notice stock-notice--low">Only {stock} left in stock</p>;
  return <p className="stock-notice stock-notice--in">In stock</p>;
}

/*
 * The parts that change once the page is taken over read it themselves: were the whole product
 * detail to, it would be rendered again, every part of it, in the takeover's last slices.
 */
function AddToCartSubmit({ isPending, waiting }: { isPending: boolean; waiting: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button variant="primary" type="submit" size="large" block loading={isPending} disabled={!hydrated} icon={<ShoppingCartIcon aria-hidden="true" />}>
      {isPending ? 'Adding...' : waiting ? "Will be added when you're back online" : 'Add to Cart'}
    </Button>
  );
}

function ProductOnWhatsApp({ name, size, color, quantity }: { name: string; size: string | null; color: string | null; quantity: number }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  return (
    <OrderOnWhatsApp
      className="product-detail__whatsapp"
      // The page's address only once hydrated: the server renders without knowing which host the shopper used.
      text={productOrderText({ name, size, color, quantity, url: hydrated ? `${window.location.origin}${pathname}` : null })}
    />
  );
}

function ProductDetail({ product }: { product: ProductDto }) {
  usePageTitle(product.name);
  const navigate = useNavigate();
  const notification = useToast();
  const { add, isPending, waiting } = useAddToCart();
  const cartLines = useCartLinesNow();
  // Stock is per size x colour: the notice, the quantity bound and Add to Cart follow the choice.
  const choice = useVariantChoice(product);
  const { size, color } = choice;
  const [quantity, setQuantity] = useState(1);
  const missingChoice = useMissingChoice(choice);
  const formRef = useRef<HTMLFormElement>(null);
  useTypingBeforeHydration(formRef);
  const quantityLabelId = useId();

  const inStock = choice.limit > 0;
  // Stock can drop while the page is open (a refetch): the quantity never shows more than there is.
  const shownQuantity = Math.min(quantity, Math.max(1, choice.limit));
  const discount = discountPercent(product.price, product.originalPrice);

  /**
   * SPEC §5: with sizes and none chosen, say so and send nothing; the same for the colour while
   * several are in stock (issue 40). Resolves true once added.
   */
  const addToCart = async (): Promise<boolean> => {
    if (choice.sizeMissing || choice.colorMissing) {
      const group = missingChoice.markMissing();
      notification.error({ message: choice.sizeMissing ? 'Please select a size' : 'Please select a colour' });
      group?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
      group?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return false;
    }
    try {
      await add({ productId: product.id, quantity: shownQuantity, size, color }, 'Item has been added to your cart.');
      return true;
    } catch {
      return false; // the 'Error' toast is already up
    }
  };

  /**
   * Buy Now goes to /checkout. When this item is not in the cart yet, it is added first (with
   * the same size rule): going to an empty checkout would only tell the shopper their cart is empty.
   */
  const buyNow = async (event: MouseEvent<HTMLAnchorElement>) => {
    const alreadyInCart = cartLines().some(
      (line) => line.productId === product.id && (size === null || line.size === size) && (color === null || line.color === color),
    );
    if (alreadyInCart) return;
    event.preventDefault();
    if (await addToCart()) navigate('/checkout');
  };

  return (
    <div className="container page product-detail">
      <Breadcrumb name={product.name} />
      <div className="product-detail__layout">
        <Gallery product={product} />

        <div className="product-detail__info">
          {isStorefrontCategory(product.category) ? (
            <Link to={categoryHref(product.category)} className="category-badge">
              {categoryLabel(product.category)}
            </Link>
          ) : (
            <span className="category-badge">{categoryLabel(product.category)}</span>
          )}
          <div className="product-detail__title-row">
            <h1 className="page-title product-detail__name">{product.name}</h1>
            <WishlistButton productId={product.id} productName={product.name} look="wishlist-toggle" />
          </div>
          {/* The count leads to the reviews themselves, further down the page. */}
          <a href="#reviews" className="product-detail__reviews-link">
            <StarRating rating={product.rating} reviewCount={product.reviewCount} long />
          </a>

          <div className="product-detail__price">
            <PriceTag price={product.price} originalPrice={product.originalPrice} size="lg" />
            {discount !== null ? (
              <Badge tone="sale">
                <span aria-hidden="true">-{discount}%</span>
                <span className="sr-only">{discount}% off</span>
              </Badge>
            ) : null}
          </div>
          <StockNotice stock={choice.stock} />

          {product.description ? <p className="product-detail__description">{product.description}</p> : null}

          <form
            ref={formRef}
            className="product-detail__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void addToCart();
            }}
          >
            <VariantChoiceFields product={product} choice={choice} missingChoice={missingChoice} />

            <div className="product-detail__quantity">
              <span id={quantityLabelId} className="choice-group__legend">
                Quantity
              </span>
              <QuantityStepper value={shownQuantity} max={choice.limit} onChange={setQuantity} disabled={!inStock} labelledBy={quantityLabelId} />
            </div>

            <VariantReason choice={choice} productStock={product.stock} />
            <NeedsJavaScript what="Adding to the cart" />
            <div className="product-detail__actions">
              {inStock ? (
                <AddToCartSubmit isPending={isPending} waiting={waiting} />
              ) : (
                <Button size="large" block disabled>
                  Out of Stock
                </Button>
              )}
              <div className="product-detail__links">
                {/* SPEC §2 lists Buy Now on every product page; at stock 0 there is nothing to buy. */}
                <LinkButton to="/checkout" variant="outline" onClick={buyNow} disabled={!inStock}>
                  Buy Now
                </LinkButton>
                <LinkButton to="/cart" variant="outline">
                  View Cart
                </LinkButton>
              </div>
              <ProductOnWhatsApp name={product.name} size={size} color={color} quantity={shownQuantity} />
            </div>
          </form>
          <BackInStock product={product} chosen={{ size: choice.size, color: choice.color }} />

          <ul className="reassurance">
            <li>
              <CarIcon aria-hidden="true" /> Free shipping on orders over {FREE_SHIPPING_TEXT}
            </li>
            <li>
              <RollbackIcon aria-hidden="true" /> 14-day return policy
            </li>
            <li>
              <SafetyCertificateIcon aria-hidden="true" /> Authentic Ghanaian craftsmanship
            </li>
          </ul>
        </div>
      </div>
      {/* Below the first screen: taken over when the shopper nears it (ADR 077). */}
      <HydrateOnSight>
        <ReviewsSection productId={product.id} />
      </HydrateOnSight>
    </div>
  );
}

function ProductDetailSkeleton() {
  return (
    <div className="container page product-detail" aria-busy="true">
      <Breadcrumb />
      <span className="sr-only" role="status">
        Loading product…
      </span>
      <div className="product-detail__layout">
        <SkeletonBlock shape="box" className="gallery__main" />
        <div className="product-detail__info">
          <SkeletonBlock width="30%" />
          <SkeletonBlock shape="title" width="80%" />
          <SkeletonBlock width="40%" />
          <SkeletonBlock shape="title" width="35%" />
          <SkeletonBlock shape="text" />
          <SkeletonBlock shape="button" />
        </div>
      </div>
    </div>
  );
}

function ProductNotFound() {
  usePageTitle('Product not found');
  return (
    <div className="container page">
      <Breadcrumb />
      <StatusPanel role="alert" title="Product not found" text="It may have been removed from the shop, or the link is mistyped.">
        <LinkButton to="/products">Back to Products</LinkButton>
      </StatusPanel>
    </div>
  );
}

/** No answer at all: offline on a page this phone never kept, or the connection dropped. */
function ProductUnreachable({ onRetry }: { onRetry: () => void }) {
  usePageTitle('Could not reach the shop');
  return (
    <div className="container page">
      <Breadcrumb />
      <StatusPanel role="alert" title="Could not reach the shop" text="This product was not saved on this device. Check your connection and try again.">
        <Button variant="primary" onClick={onRetry}>
          Try Again
        </Button>
        <LinkButton to="/products" variant="outline">
          Back to Products
        </LinkButton>
      </StatusPanel>
    </div>
  );
}

/** SPEC §2 "Product detail (/products/:id)". */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  // A product the shop does not have is answered on the server (ADR 022): the page hydrates with
  // that failure and must not ask again while it does (a retry would show the skeleton instead of
  // the server's 'Product not found'). A revisit, mounted live, asks again as before.
  const liveAtMount = useLiveAtMount();
  const query = useGetProduct(id, { query: { retryOnMount: liveAtMount } });
  const product = query.data?.data;

  if (query.isPending) return <ProductDetailSkeleton />;
  if (query.error instanceof NetworkError) return <ProductUnreachable onRetry={() => void query.refetch()} />;
  if (query.isError || !product) return <ProductNotFound />;
  // Keyed by id: choosing another product starts with picture 1, no size and quantity 1.
  return <ProductDetail key={product.id} product={product} />;
}
