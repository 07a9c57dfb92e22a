import { photoPath, productImageSources, uploadedPhoto } from './catalog-page-assets';

const KEY = '0123456789abcdef0123456789abcdef';

describe('product image sources', () => {
  it.each([
    [undefined, null],
    ['/catalog-images/kente-1-600.webp', { src: '/catalog-images/kente-1-600.webp', srcSet: '/catalog-images/kente-1-300.webp 300w, /catalog-images/kente-1-400.webp 400w, /catalog-images/kente-1-600.webp 600w' }],
    ['/uploads/old.jpg', { src: '/uploads/old.jpg' }],
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
  ])('reads %p as the uploaded photo %p', (path, expected) => {
    expect(uploadedPhoto(path)).toEqual(expected);
  });
});
