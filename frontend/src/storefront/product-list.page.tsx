import { keepPreviousData } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useListProducts } from '../api/generated/endpoints/catalog/catalog';
import { FilterChip } from './product/list/filter-chip';
import { PageHeader } from './components/page-header';
import { Pager } from './product/list/pager';
import { HydrateOnSight } from '../lib/hydrate-on-sight';
import { ProductCard, type CardChoice, type ProductCardProduct, type ProductView } from './components/product-card';
import { ProductCardSkeleton } from './components/product-card-skeleton';
import { SearchBox } from './product/list/search-box';
import { SelectField } from './product/list/select-field';
import { StatusPanel } from './components/status-panel';
import { LinkButton } from './components/link-button';
import { useCardView } from './product/list/use-card-view';
import { ViewToggle } from './product/list/view-toggle';
import { ALL_PRODUCTS_LABEL, STOREFRONT_CATEGORIES, categoryLabel, type StorefrontCategory } from '../lib/categories';
import {
  MAX_SEARCH_LENGTH,
  PRODUCTS_PAGE_SIZE,
  hasActiveFilters,
  listProductsParams,
  productFiltersQuery,
  useProductFilters,
  type ProductFilters,
} from '../lib/product-filters';
import { defaultSortFor, sortOptionsFor } from '../lib/product-sorts';
import { searchCorrection } from '../lib/search-correction';
import { totalCount } from '../lib/total-count';
import { useAddToCart } from '../lib/use-add-to-cart';
import { useOnline } from '../lib/use-online';
import { NeedsJavaScript } from './components/needs-javascript';
import { Button } from './components/button';
import './product-list.css';

const SKELETON_COUNT = 8; // SPEC §9
/** Cards of the first row on the widest layout load eagerly; the rest lazily. */
const EAGER_CARDS = 4;

const CATEGORY_OPTIONS: readonly { value: StorefrontCategory | ''; label: string }[] = [{ value: '', label: ALL_PRODUCTS_LABEL }, ...STOREFRONT_CATEGORIES];

function ActiveFilters({ filters, onChange, onClear }: { filters: ProductFilters; onChange: (change: Partial<ProductFilters>) => void; onClear: () => void }) {
  if (!hasActiveFilters(filters)) return null;
  const category = categoryLabel(filters.category);
  return (
    <div className="active-filters" role="group" aria-label="Active filters">
      {filters.category ? <FilterChip label={category} removeLabel={`Remove filter ${category}`} onRemove={() => onChange({ category: '' })} /> : null}
      {filters.search ? <FilterChip label={`“${filters.search}”`} removeLabel={`Remove search ${filters.search}`} onRemove={() => onChange({ search: '' })} /> : null}
      <Button variant="link" onClick={onClear} className="active-filters__clear">
        Clear Filters
      </Button>
    </div>
  );
}

function LoadingGrid({ view }: { view: ProductView }) {
  return (
    <div className={`product-grid product-grid--${view}`} aria-busy="true">
      <span className="sr-only" role="status">
        Loading products…
      </span>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <ProductCardSkeleton key={index} view={view} />
      ))}
    </div>
  );
}

/** SPEC §2 "Product list (/products)": filters in the URL, applied by the server, one page at a time. */
export default function ProductListPage() {
  const navigate = useNavigate();
  const { filters, update } = useProductFilters();
  const cards = useRef<HTMLUListElement>(null);
  const [view, setView] = useCardView(cards);
  const online = useOnline();
  const query = useListProducts(listProductsParams(filters), { query: { placeholderData: keepPreviousData } });
  const products = query.data?.data ?? [];
  const total = totalCount(query.data);
  const pageCount = Math.ceil(total / PRODUCTS_PAGE_SIZE);
  /** An old link or a typed number past the last page: the products are there, on earlier pages. */
  const pastTheEnd = products.length === 0 && total > 0;
  const corrected = filters.search ? searchCorrection(query.data) : null;
  const { add } = useAddToCart();
  // SPEC §5: list cards add one unit; the size and colour are the only ones in stock or the shopper's choice (issue 40).
  const addOne = (product: ProductCardProduct, { size, color }: CardChoice) =>
    add({ productId: product.id, quantity: 1, ...(size ? { size } : {}), ...(color ? { color } : {}) }, `${product.name} has been added to your cart`);

  return (
    <div className="container page product-list-page">
      <PageHeader title="Our Products" tabTitle={filters.category ? categoryLabel(filters.category) : undefined} subtitle="Discover authentic Ghanaian fashion for every occasion" />

      <div className="product-toolbar">
        <SearchBox
          value={filters.search}
          onSearch={(search) => update({ search }, { replace: true })}
          placeholder="Search products..."
          label="Search products"
          maxLength={MAX_SEARCH_LENGTH}
        />
        <SelectField label="Category" value={filters.category} options={CATEGORY_OPTIONS} onChange={(category) => update({ category })} />
        <SelectField label="Sort by" value={filters.sort} options={sortOptionsFor(filters.search)} onChange={(sort) => update({ sort })} />
        <ViewToggle value={view} onChange={setView} />
      </div>

      <NeedsJavaScript what="The category and sort choices, the view switch and Add to Cart" plural />
      <ActiveFilters filters={filters} onChange={update} onClear={() => navigate('/products')} />

      {query.isPending ? (
        <LoadingGrid view={view} />
      ) : query.isError && !online ? (
        // Offline (ADR 021): lists and products visited before open from the service worker; this one was not.
        <StatusPanel role="status" title="You are offline" text="This list was not opened on this device before. It loads when you are back online; the pages you have visited open now." />
      ) : query.isError ? (
        <StatusPanel role="alert" title="Error loading products. Please try again.">
          <Button variant="primary" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        </StatusPanel>
      ) : (
        <>
          {corrected && products.length > 0 ? (
            <p className="search-correction" role="status">
              Showing results for <strong>“{corrected}”</strong>
            </p>
          ) : null}
          {corrected && products.length === 0 ? (
            <p className="search-correction" role="status">
              Did you mean{' '}
              <Link to={`/products?${productFiltersQuery({ category: '', search: corrected, sort: defaultSortFor(corrected), page: 1 })}`}>“{corrected}”</Link>?
            </p>
          ) : null}
          {pastTheEnd ? (
            <StatusPanel title={`There is no page ${filters.page}`} text={`These ${total} products fit on ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`}>
              <LinkButton to={`/products?${productFiltersQuery({ ...filters, page: pageCount })}`}>Go to page {pageCount}</LinkButton>
            </StatusPanel>
          ) : products.length === 0 ? (
            <StatusPanel title="No products found" text={hasActiveFilters(filters) ? 'Try adjusting your search or filters' : 'Check back soon for new arrivals'} />
          ) : (
            <ul ref={cards} className={`product-grid product-grid--${view}`} aria-busy={query.isPlaceholderData} data-stale={query.isPlaceholderData || undefined}>
              {products.map((product, index) => (
                // A phone shows four of the 24 cards: the rest are taken over as they come into view (ADR 077).
                <HydrateOnSight as="li" key={product.id} openWhenChanged={view}>
                  <ProductCard product={product} view={view} eager={index < EAGER_CARDS} onAddToCart={addOne} />
                </HydrateOnSight>
              ))}
            </ul>
          )}
          {pastTheEnd ? null : <Pager page={filters.page} pageCount={pageCount} hrefFor={(page) => `/products?${productFiltersQuery({ ...filters, page })}`} />}
          <p className="results-count" aria-live="polite">
            {/* SPEC's 'Showing N products' when the whole result is on this page, else how much of it is; past the end the panel says it. */}
            {pastTheEnd ? null : products.length < total ? `Showing ${products.length} of ${total} products` : `Showing ${total} ${total === 1 ? 'product' : 'products'}`}
          </p>
        </>
      )}
    </div>
  );
}
