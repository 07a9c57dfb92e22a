import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { rgbaToThumbHash } from 'thumbhash';
import { fakeIntersectionObserver } from '../test/fake-intersection-observer';
import { PLACEHOLDER_IMAGE } from '../lib/product-images';
import { ProductImage } from './product-image';

const KEY = '0123456789abcdef0123456789abcdef';
const hash = Buffer.from(rgbaToThumbHash(2, 2, new Uint8Array([200, 40, 30, 255, 200, 40, 30, 255, 30, 40, 200, 255, 30, 40, 200, 255]))).toString('base64url');

describe('a product photo', () => {
  it("that cannot come offline shows the shop's drawing, not a broken image, and is asked for again once back online", () => {
    let online = false;
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    try {
      const { container } = render(<ProductImage path={`/media/${KEY}.${hash}-600.jpg`} alt="Kente stole" sizes="48vw" />);
      fireEvent.error(screen.getByRole('img', { name: 'Kente stole' }));

      const drawing = screen.getByRole('img', { name: 'Kente stole' });
      expect(drawing).toHaveAttribute('src', PLACEHOLDER_IMAGE);
      expect(container.querySelector('picture')).toBeNull();

      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.getByRole('img', { name: 'Kente stole' })).toHaveAttribute('src', `/media/${KEY}-600.jpg`);
      expect(container.querySelectorAll('picture > source')).toHaveLength(2);
    } finally {
      onLine.mockRestore();
    }
  });

  it('that failed before the app took the page over shows the drawing too', () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const naturalWidth = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    try {
      render(<ProductImage path={`/media/${KEY}.${hash}-600.jpg`} alt="Kente stole" sizes="48vw" />);
      expect(screen.getByRole('img', { name: 'Kente stole' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    } finally {
      complete.mockRestore();
      naturalWidth.mockRestore();
    }
  });

  it('offers an uploaded photo as AVIF, then WebP, in every width, over its colour wash, with the JPEG for other browsers', async () => {
    const { container } = render(<ProductImage path={`/media/${KEY}.${hash}-600.jpg`} alt="Kente stole" sizes="48vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', '48vw'],
      ['image/webp', '48vw'],
    ]);
    expect(sources[0].getAttribute('srcset')).toBe(`/media/${KEY}-300.avif 300w, /media/${KEY}-400.avif 400w, /media/${KEY}-600.avif 600w, /media/${KEY}-1200.avif 1200w`);
    const image = screen.getByRole('img', { name: 'Kente stole' });
    expect(image).toHaveAttribute('src', `/media/${KEY}-600.jpg`);
    // The photo's average colour is in the markup at once (red and blue average to purple)...
    expect(image.style.backgroundColor).toBe('rgb(115, 38, 113)');
    // ...and, while the photo is still loading, its blurred wash follows from ThumbHash's decoder.
    await waitFor(() => expect(image.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/));
  });

  it('makes the wash of a photo further down the page only once it nears the screen', async () => {
    const { observers, nears: nearsTheScreen, remove } = fakeIntersectionObserver();
    try {
      render(
        <>
          <ProductImage path={`/media/${KEY}.${hash}-600.jpg`} alt="Kente stole" sizes="48vw" />
          <ProductImage path={`/media/${KEY}.${hash}-600.jpg`} alt="Smock" sizes="48vw" />
        </>,
      );
      const [further, near] = [screen.getByRole('img', { name: 'Kente stole' }), screen.getByRole('img', { name: 'Smock' })];
      expect(observers.map(({ options }) => options?.rootMargin)).toEqual(['100% 0px', '100% 0px']);
      nearsTheScreen(1);
      await waitFor(() => expect(near.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/));
      // The same decoder and idle turns made the near photo's wash: the other one's waits for the screen.
      expect(further.style.backgroundImage).toBe('');
      nearsTheScreen(0);
      await waitFor(() => expect(further.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/));
    } finally {
      remove();
    }
  });

  it('shows the placeholder drawing, saying so, for a product without a photo or a path that names none', () => {
    const { container } = render(
      <>
        <ProductImage path={undefined} alt="Kente" sizes="48vw" />
        <ProductImage path="/catalog-images/kente-1-600.webp" alt="Smock" sizes="48vw" />
      </>,
    );
    expect(container.querySelector('picture')).toBeNull();
    for (const name of ['Kente (no photo yet)', 'Smock (no photo yet)']) expect(screen.getByRole('img', { name })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
  });
});
