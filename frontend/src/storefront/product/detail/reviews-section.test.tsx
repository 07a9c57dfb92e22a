import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductReviewsDto, PublicReviewDto } from '../../../api/generated/model/index';
import { fakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { deferred, fakeApi, ok, reply } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { getListProductReviewsQueryKey } from '../../../api/generated/endpoints/reviews/reviews';
import { createQueryClient } from '../../../app/query-client';
import { MemoryRouter } from 'react-router-dom';
import { REVIEWS_PER_PAGE, ReviewsSection } from './reviews-section';

const ID = '0f6f3c52-5d8e-4a57-8d44-3a7b1d2c9e10';

function review(index: number, overrides: Partial<PublicReviewDto> = {}): PublicReviewDto {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    reviewerName: `Shopper${String.fromCharCode(65 + index)} M.`,
    rating: 5,
    title: null,
    comment: `Review ${index}: lovely cloth.`,
    size: null,
    color: null,
    verifiedPurchase: false,
    // Review 0 is the newest.
    createdAt: new Date(Date.UTC(2026, 9, 30 - index, 23, 30)).toISOString(),
    ...overrides,
  };
}

/** Seven reviews: 4 of five stars, 2 of four and 1 of two (average 4.29). */
const ALL = Array.from({ length: 7 }, (_unused, index) => review(index, { rating: index < 4 ? 5 : index < 6 ? 4 : 2 }));
const SUMMARY = {
  average: '4.29',
  count: 7,
  breakdown: [
    { stars: 5, count: 4 },
    { stars: 4, count: 2 },
    { stars: 3, count: 0 },
    { stars: 2, count: 1 },
    { stars: 1, count: 0 },
  ],
};

/** The server's answer for one page of ALL. */
function page(offset: number, reviews = ALL, summary = SUMMARY) {
  const body: ProductReviewsDto = { summary, reviews: reviews.slice(offset, offset + REVIEWS_PER_PAGE) };
  return ok(body, { 'X-Total-Count': String(summary.count) });
}

const REVIEWS = '/api/products/:id/reviews';

function renderSection() {
  return renderWithProviders(<ReviewsSection productId={ID} />);
}

describe('the reviews on the product page', () => {
  it('asks for the newest page of this product and shows the average, count and the 5-to-1 breakdown', async () => {
    fakeApi.on('GET', REVIEWS, page(0));
    renderSection();
    expect(await screen.findByText('Based on 7 reviews')).toBeInTheDocument();
    expect(fakeApi.requests[0].url).toBe(`/api/products/${ID}/reviews?limit=5&offset=0`);
    expect(screen.getByText('4.29')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Average rating 4.29 out of 5' })).toBeInTheDocument();

    const breakdown = within(screen.getByRole('list', { name: 'Ratings breakdown' })).getAllByRole('listitem');
    expect(breakdown.map((row) => row.querySelector('.sr-only')?.textContent)).toEqual([
      '5 stars: 4 reviews',
      '4 stars: 2 reviews',
      '3 stars: 0 reviews',
      '2 stars: 1 review',
      '1 star: 0 reviews',
    ]);
    // Bars as wide as each star's share of the reviews.
    expect(breakdown.map((row) => (row.querySelector('.reviews__bar-fill') as HTMLElement).style.width)).toEqual(['57%', '29%', '0%', '14%', '0%']);
  });

  it('shows each review with its name, stars, title, comment, what was bought and the date in Ghana time', async () => {
    fakeApi.on(
      'GET',
      REVIEWS,
      page(0, [review(0, { reviewerName: 'Ama M.', rating: 4, title: 'Fits well', comment: 'Strong cloth, true to size.', size: 'M', color: 'Blue', verifiedPurchase: true, createdAt: '2026-10-31T23:30:00.000Z' })], {
        ...SUMMARY,
        count: 1,
      }),
    );
    renderSection();
    const article = await screen.findByRole('article', { name: 'Review by Ama M.' });
    expect(within(article).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 3, name: 'Fits well' })).toBeInTheDocument();
    expect(within(article).getByText('Strong cloth, true to size.')).toBeInTheDocument();
    expect(within(article).getByText('Bought: M, Blue')).toBeInTheDocument();
    expect(within(article).getByText('Verified purchase')).toBeInTheDocument();
    // 23:30 UTC is 23:30 in Accra (GMT all year): still the 31st.
    expect(within(article).getByText('Sat, 31 Oct 2026')).toHaveAttribute('dateTime', '2026-10-31T23:30:00.000Z');
  });

  it('pages through the reviews with "Show more reviews" until all are shown', async () => {
    fakeApi.on('GET', REVIEWS, (request) => page(Number(request.query.offset)));
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Showing 5 of 7 reviews')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(ALL.slice(0, 5).map((entry) => `Review by ${entry.reviewerName}`));

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Showing 7 of 7 reviews')).toBeInTheDocument();
    expect(fakeApi.requests[1].url).toBe(`/api/products/${ID}/reviews?limit=5&offset=5`);
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    // Focus goes to the first review it loaded, not lost with the button that went away.
    expect(screen.getAllByRole('article')[5]).toHaveFocus();
  });

  it('says "No reviews yet" when the product has none', async () => {
    fakeApi.on('GET', REVIEWS, page(0, [], { average: '0.00', count: 0, breakdown: SUMMARY.breakdown.map(({ stars }) => ({ stars, count: 0 })) }));
    renderSection();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ratings breakdown' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('says when the reviews could not be loaded, and tries again on request', async () => {
    fakeApi.on('GET', REVIEWS, reply(500, 'Internal Server Error'), page(0));
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Reviews could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Based on 7 reviews')).toBeInTheDocument();
    expect(fakeApi.requests).toHaveLength(2);
  });

  it('keeps the reviews shown when the next page fails, and offers to try that page again', async () => {
    fakeApi.on('GET', REVIEWS, page(0), reply(503, 'Service Unavailable'), page(5));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More reviews could not be loaded.');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 7 of 7 reviews')).toBeInTheDocument();
  });

  it('shows a loading state until the first page arrives', async () => {
    const firstPage = deferred();
    fakeApi.on('GET', REVIEWS, firstPage.answer);
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
    firstPage.arrive(page(0));
    expect(await screen.findByText('Based on 7 reviews')).toBeInTheDocument();
  });
});

describe('the reviews below the fold', () => {
  let observer: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    observer = fakeIntersectionObserver();
  });
  afterEach(() => observer.remove());

  it('are fetched only once the section nears the viewport', async () => {
    fakeApi.on('GET', REVIEWS, page(0));
    renderSection();
    expect(fakeApi.requests).toHaveLength(0);
    expect(observer.observers[0].options?.rootMargin).toBe('400px');
    observer.nears(0);
    expect(await screen.findByText('Based on 7 reviews')).toBeInTheDocument();
    expect(fakeApi.requests).toHaveLength(1);
  });

  it('show the first page the server rendered the page with at once, without asking for it, and page on from there', async () => {
    fakeApi.on('GET', REVIEWS, page(5));
    // The cache as a server-rendered page hydrates it (ADR 022): the first page is already there.
    const queryClient = createQueryClient();
    const body: ProductReviewsDto = { summary: SUMMARY, reviews: ALL.slice(0, REVIEWS_PER_PAGE) };
    queryClient.setQueryData(getListProductReviewsQueryKey(ID, { limit: REVIEWS_PER_PAGE, offset: 0 }), { status: 200, data: body, headers: new Headers({ 'X-Total-Count': '7' }) });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ReviewsSection productId={ID} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Based on 7 reviews')).toBeInTheDocument();
    expect(screen.getByText('Showing 5 of 7 reviews')).toBeInTheDocument();
    expect(fakeApi.requests).toHaveLength(0);

    // Still out of view: "Show more reviews" asks for the next page all the same.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Showing 7 of 7 reviews')).toBeInTheDocument();
    expect(fakeApi.requests).toHaveLength(1);
    expect(fakeApi.requests[0].url).toBe(`/api/products/${ID}/reviews?limit=5&offset=5`);
  });
});
