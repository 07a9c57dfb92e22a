import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, PRODUCT_SORTS, ProductSort } from '../domain/catalog-constants';
import { escapeHtml } from '../../../shared/escape-html';
import { NotFoundError } from '../../../shared/http/domain-errors';
import { MAX_SEARCH_LENGTH } from '../../../shared/http/search-term.decorator';
import { MediaService } from '../../media/media.service';
import { apiPreloadKey, categoryLabel, formatCedis, GRID_CARD_IMAGE_SIZES, isStorefrontCategory, PRODUCT_MAIN_IMAGE_SIZES, productImageSources } from '@shop/rules';
import { ProductDto } from '../dto/product.dto';
import { GetProductHandler } from '../queries/get-product/get-product.handler';
import { GetProductQuery } from '../queries/get-product/get-product.query';
import { ListProductsHandler } from '../queries/list-products/list-products.handler';
import { ListProductsQuery } from '../queries/list-products/list-products.query';

const PRODUCT_PAGE = /^\/products\/([^/]+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What one of a page's first API calls would answer, keyed by `apiPreloadKey` of its URL. */
export interface PreloadedAnswer {
  url: string;
  status: number;
  /** Already serialised JSON. */
  body: string;
  headers: Record<string, string>;
}

/**
 * What a link to the page shows where it is shared (WhatsApp, Facebook, a text message's preview)
 * and under a search result: read from the HTML by crawlers that run no script.
 */
export interface LinkPreview {
  /** Left out: the page's own title, index.html's. */
  title?: string;
  /** Left out: the shop's own description, index.html's. */
  description?: string;
  /**
   * A path on this shop, as JPEG or PNG (every preview reader takes those; not all take AVIF), its
   * size in pixels when known, and its text for a reader who cannot see it (the product's name).
   */
  image: { path: string; size: { width: number; height: number } | null; alt: string } | null;
  type: 'product' | 'website';
  /** The page's address as shared, where its query names what it shows (a category); else its path. */
  path?: string;
}

/** The shop as a shared link's card names it (`og:site_name`), and its icon's words. */
export const PREVIEW_SITE_NAME = 'Kente & Co.';

/** The card's picture for a page that shows no product of its own: the shop's icon. */
const SHOP_ICON = { path: '/icons/icon-512.png', size: { width: 512, height: 512 }, alt: PREVIEW_SITE_NAME };

/** A page's preloaded answers and the <link> that preloads its first photo (or ''). */
export interface PagePreload {
  answers: PreloadedAnswer[];
  imageTag: string;
  /** 404 for a product the shop does not have: the page says 'Product not found', and so does its status. */
  status?: number;
  linkPreview?: LinkPreview;
}

/** A preview's description: a few lines, cut at a word. */
const PREVIEW_DESCRIPTION_LENGTH = 200;

/** The landing page's featured strip (frontend/src/storefront/landing.page.tsx, SPEC §9). */
const LANDING_FEATURED = { featured: true, limit: 6 } as const;

/** `GET /api/auth/user` without a session, exactly as the API answers it (ApiExceptionFilter's shape). */
const SIGNED_OUT: PreloadedAnswer = {
  url: '/api/auth/user',
  status: 401,
  body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }),
  headers: {},
};

/**
 * The catalog pages' first data and first image, written into the HTML the shop serves. On a slow
 * phone the product list otherwise waits for the app's JavaScript, then its API call, before it
 * even asks for the first photo (Lighthouse: LCP load delay of seconds). The frontend's transport
 * (frontend/src/api/http.ts) answers the matching GET from this data once, without the network.
 */
@Injectable()
export class StorefrontPagePreloads {
  private readonly logger = new Logger(StorefrontPagePreloads.name);

  constructor(
    private readonly listProducts: ListProductsHandler,
    private readonly getProduct: GetProductHandler,
    private readonly media: MediaService,
  ) {}

  /** A product's main photo in a card: its JPEG (at most 600 px wide), with its size when the shop has the photo. */
  private async cardPhoto(product: Pick<ProductDto, 'name' | 'images'> | undefined): Promise<LinkPreview['image']> {
    const path = product?.images[0];
    const src = path ? productImageSources(path)?.src : undefined;
    if (!product || !path || !src) return null;
    return { path: src, size: await this.media.jpegSizeOf(path), alt: product.name };
  }

  /**
   * The answers for a page requested without a session: every page asks who is signed in (nobody,
   * the server knows), and the catalog pages their products. When the catalog cannot answer, the
   * page still gets the rest and fetches its products as usual. `shared`: answers every page
   * needs, whoever asks (the store settings of the footer). The server renders the page from them
   * and writes what the render did not use into it (`preloadTags`, ADR 022).
   */
  async answersFor(path: string, query: URLSearchParams, shared: PreloadedAnswer[] = []): Promise<PagePreload> {
    const always = [SIGNED_OUT, ...shared];
    try {
      if (path === '/') return await this.landingHead(always);
      if (path === '/products') return await this.productListHead(query, always);
      const productId = PRODUCT_PAGE.exec(path)?.[1];
      if (productId) return await this.productHead(productId, always);
    } catch (error) {
      this.logger.warn(`No catalog preload for ${path}: ${(error as Error).message}`);
    }
    return { answers: always, imageTag: '' };
  }

  /**
   * The status of a page for a signed-in visitor, whose page is rendered without data (they fetch
   * their own: an admin also sees inactive products): a product nobody can see is still a 404.
   */
  async statusForSignedIn(path: string): Promise<number> {
    const productId = PRODUCT_PAGE.exec(path)?.[1];
    if (productId === undefined) return 200;
    if (!UUID.test(productId)) return 404;
    try {
      await this.getProduct.execute(new GetProductQuery(productId.toLowerCase(), true));
      return 200;
    } catch (error) {
      if (error instanceof NotFoundError) return 404;
      throw error;
    }
  }

  private async landingHead(always: PreloadedAnswer[]): Promise<PagePreload> {
    const filters = { ...LANDING_FEATURED, sort: 'newest' as const, offset: 0 };
    const page = await this.listProducts.execute(new ListProductsQuery({ ...filters, includeInactive: false }));
    const url = `/api/products?${new URLSearchParams({ featured: 'true', limit: String(LANDING_FEATURED.limit) })}`;
    return { answers: [...always, answer(url, page.body, { 'x-total-count': String(page.total) })], imageTag: '', linkPreview: { type: 'website', image: SHOP_ICON } };
  }

  /** The same reading of ?category=&search=&sort=&page= as frontend/src/lib/product-filters.ts. */
  private async productListHead(query: URLSearchParams, always: PreloadedAnswer[]): Promise<PagePreload> {
    const category = query.get('category');
    const sort = query.get('sort');
    const pageNumber = Number(query.get('page'));
    const search = (query.get('search') ?? '').replace(/\0/g, '').trim().slice(0, MAX_SEARCH_LENGTH);
    const offset = (Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber - 1 : 0) * DEFAULT_PAGE_SIZE;
    if (offset > MAX_OFFSET) return { answers: always, imageTag: '' };
    const filters = {
      // The storefront's categories only, as the list reads them: `children` there means all products.
      ...(isStorefrontCategory(category) ? { category } : {}),
      ...(search ? { search } : {}),
      // Best Match is a search's own order, and without one the usual order.
      sort: PRODUCT_SORTS.includes(sort as ProductSort) && (search || sort !== 'relevance') ? (sort as ProductSort) : search ? ('relevance' as const) : ('newest' as const),
      limit: DEFAULT_PAGE_SIZE,
      offset,
    };
    const page = await this.listProducts.execute(new ListProductsQuery({ ...filters, includeInactive: false }));
    const params = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
    const list = answer(`/api/products?${params}`, page.body, {
      'x-total-count': String(page.total),
      ...(page.correctedSearch ? { 'x-search-corrected': encodeURIComponent(page.correctedSearch) } : {}),
    });
    const cardQuery = new URLSearchParams({ ...(filters.category ? { category: filters.category } : {}), ...(search ? { search } : {}) });
    const linkPreview: LinkPreview = {
      type: 'website',
      title: filters.category ? categoryLabel(filters.category) : 'Our Products',
      // The first product's photo: a card of the clothes themselves, or the shop's icon when none is shown.
      image: (await this.cardPhoto(page.value[0])) ?? SHOP_ICON,
      path: cardQuery.size ? `/products?${cardQuery}` : '/products',
    };
    return { answers: [...always, list], imageTag: imagePreload(page.value[0]?.images[0], GRID_CARD_IMAGE_SIZES), linkPreview };
  }

  /**
   * `id` as the path has it, which is what the page's client puts in its API call. An id that is no
   * UUID, or one no active product has, gets the API's own refusal: the page renders 'Product not
   * found' from it (the query keeps a failure it hydrates with) and is served as a 404.
   */
  private async productHead(id: string, always: PreloadedAnswer[]): Promise<PagePreload> {
    const url = `/api/products/${id}`;
    if (!UUID.test(id)) {
      const refusal = failure(url, 400, 'Bad Request', 'Invalid input', { fields: { id: ['id must be a UUID'] } });
      return { answers: [...always, refusal], imageTag: '', status: 404 };
    }
    try {
      const product = await this.getProduct.execute(new GetProductQuery(id.toLowerCase(), false));
      const value = product.value as ProductDto;
      const linkPreview = { ...productPreview(value), image: await this.cardPhoto(value) };
      return { answers: [...always, answer(url, product.body)], imageTag: imagePreload(value.images[0], PRODUCT_MAIN_IMAGE_SIZES), linkPreview };
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      return { answers: [...always, failure(url, 404, 'Not Found', error.message)], imageTag: '', status: 404 };
    }
  }
}

/** The product's name, its price and the start of its description (its main photo: cardPhoto). */
function productPreview(product: ProductDto): Omit<LinkPreview, 'image'> {
  const price = formatCedis(product.price);
  const text = (product.description ?? '').replace(/\s+/g, ' ').trim();
  const cut = text.length <= PREVIEW_DESCRIPTION_LENGTH ? text : `${text.slice(0, text.lastIndexOf(' ', PREVIEW_DESCRIPTION_LENGTH - 1)).replace(/[\s,.;:!?-]+$/, '')}…`;
  return { title: product.name, description: cut ? `${price}. ${cut}` : price, type: 'product' };
}

export function answer(url: string, body: string, headers: Record<string, string> = {}): PreloadedAnswer {
  return { url, status: 200, body, headers };
}

/** A refusal exactly as the API's exception filter words it. */
export function failure(url: string, status: number, error: string, message: string, details: Record<string, unknown> = {}): PreloadedAnswer {
  return { url, status, body: JSON.stringify({ statusCode: status, error, message, ...details }), headers: {} };
}

export function preloadTags(answers: PreloadedAnswer[], imageTag = ''): string {
  // The bodies are already JSON: spliced in as they are, not serialised again.
  const entries = answers.map(
    ({ url, status, body, headers }) =>
      `${JSON.stringify(apiPreloadKey(url))}:{"status":${status},"headers":${JSON.stringify({ 'content-type': 'application/json; charset=utf-8', ...headers })},"body":${body}}`,
  );
  // '<' only occurs inside JSON strings, where \u003c means the same: no '</script>' can end the block early.
  const json = `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  return `${imageTag}<script type="application/json" id="api-preload">${json}</script>`;
}

/** Preloads the page's first photo with the srcset the <img> will have. */
function imagePreload(path: string | undefined, sizes: string): string {
  const sources = productImageSources(path);
  if (!sources) return '';
  // The <picture>'s first choice, AVIF; a browser without it skips this hint (type).
  const [best] = sources.formats;
  return `<link rel="preload" as="image" type="${best.type}" imagesrcset="${escapeHtml(best.srcSet)}" imagesizes="${sizes}" fetchpriority="high">`;
}
