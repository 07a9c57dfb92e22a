import { photoPath, productImageSources, uploadedPhoto } from './catalog-page-assets';

const KEY = '0123456789abcdef0123456789abcdef';

describe('product image sources', () => {
  it.each([
    [undefined, null],
    // Paths that name no photo (the demo catalog's files before ADR 023, anything else): the placeholder drawing.
    ['/catalog-images/kente-1-600.webp', null],
    ['/uploads/old.jpg', null],
    [
      photoPath(KEY, 'YJqGPQw7sFlslqhFafSE_-'),
      {
        src: `/media/${KEY}-600.jpg`,
        formats: [
          { type: 'image/avif', srcSet: `/media/${KEY}-300.avif 300w, /media/${KEY}-400.avif 400w, /media/${KEY}-600.avif 600w, /media/${KEY}-1200.avif 1200w` },
          { type: 'image/webp', srcSet: `/media/${KEY}-300.webp 300w, /media/${KEY}-400.webp 400w, /media/${KEY}-600.webp 600w, /media/${KEY}-1200.webp 1200w` },
        ],
        placeholder: 'YJqGPQw7sFlslqhFafSE_-',
      },
    ],
  ])('gives %p the files %p', (path, expected) => {
    expect(productImageSources(path)).toEqual(expected);
  });

  it.each([
    [`/media/${KEY}.abc-600.jpg`, { key: KEY, placeholder: 'abc' }],
    [`/media/${KEY}-600.jpg`, null],
    [`/media/${KEY.toUpperCase()}.abc-600.jpg`, null],
    [`/media/${KEY}.abc-400.jpg`, null],
    [`/media/${KEY}.a/b-600.jpg`, null],
    ['/catalog-images/kente-1-600.webp', null],
    [`https://elsewhere.example/media/${KEY}.abc-600.jpg`, null],
  ])('reads %p as the photo %p', (path, expected) => {
    expect(uploadedPhoto(path)).toEqual(expected);
  });
});
