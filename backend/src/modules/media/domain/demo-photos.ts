import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DemoPhoto, demoPhotos } from '../../../database/seed/demo-photos';
import { PhotoFile } from './photo-pipeline';
import { photoFiles } from './photo-names';

/**
 * The demo catalog's photos, made once by the upload pipeline (backend/scripts/make-seed-photos.mjs)
 * and shipped with the code in backend/seed-photos, beside src and dist (ADR 023): a fresh database
 * gets them by a copy, with no image encoded.
 */
export const DEMO_PHOTOS_DIR = join(__dirname, '..', '..', '..', '..', 'seed-photos');

const BY_KEY = new Map(Object.values(demoPhotos).map((photo) => [photo.key, photo]));

/** The shipped photo with this key, if it is one. */
export function demoPhoto(key: string): DemoPhoto | undefined {
  return BY_KEY.get(key);
}

/** A shipped photo's files, as the upload pipeline made them. */
export async function demoPhotoFiles(key: string): Promise<PhotoFile[]> {
  return Promise.all(photoFiles(key).map(async ({ name, contentType }) => ({ name, contentType, body: await readFile(join(DEMO_PHOTOS_DIR, name)) })));
}
