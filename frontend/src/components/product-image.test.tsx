import { render, screen, waitFor } from '@testing-library/react';
import { rgbaToThumbHash } from 'thumbhash';
import { ProductImage } from './product-image';

const KEY = '0123456789abcdef0123456789abcdef';
const hash = Buffer.from(rgbaToThumbHash(2, 2, new Uint8Array([200, 40, 30, 255, 200, 40, 30, 255, 30, 40, 200, 255, 30, 40, 200, 255]))).toString('base64url');

describe('a product photo', () => {
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
    // The wash comes with ThumbHash's decoder, fetched when a page first shows an uploaded photo.
    await waitFor(() => expect(image.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/));
  });

  it('keeps the shipped catalog images as they were: one <img> with its WebP srcset', () => {
    const { container } = render(<ProductImage path="/catalog-images/kente-1-600.webp" alt="Kente" sizes="48vw" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Kente' })).toHaveAttribute('srcset', '/catalog-images/kente-1-300.webp 300w, /catalog-images/kente-1-400.webp 400w, /catalog-images/kente-1-600.webp 600w');
  });
});
