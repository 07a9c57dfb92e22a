import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { InvalidInputError } from '../../shared/http/domain-errors';
import { demoPhoto, demoPhotoFiles } from './domain/demo-photos';
import { uploadedPhoto } from './domain/photo-names';
import { jpegSize, PhotoSize } from './domain/photo-pipeline';
import { Photo, PhotoOwner } from './domain/photo.entity';
import { PHOTO_STORE, PhotoStore } from './storage/photo-store';

/** How many photos' JPEG sizes are kept in memory: a catalog's worth, a few hundred kilobytes. */
const KEPT_SIZES = 5000;

/** What other modules may ask of the photos: whose they are, that they are in use, and their size. */
@Injectable()
export class MediaService {
  /** SQL answering `path` rows: every image path a module's products use, so photos nobody uses can be found. */
  private readonly pathQueries: string[] = [];
  /** JPEG sizes by key. A key is the hash of the photo's bytes, so its size never changes. */
  private readonly jpegSizes = new Map<string, PhotoSize>();

  constructor(
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
  ) {}

  /**
   * Catalog and suppliers register here at start (they depend on this module, never the other
   * way round): the sweep keeps every photo one of them names.
   */
  registerPhotoPaths(pathQuery: string): void {
    this.pathQueries.push(pathQuery);
  }

  async pathsInUse(): Promise<string[]> {
    const answers: { path: string }[][] = await Promise.all(this.pathQueries.map((query) => this.photos.query(query)));
    return answers.flat().map((row) => row.path);
  }

  /**
   * The size of the JPEG a product's photo path names (`/media/<key>.<placeholder>-600.jpg`), or null
   * for a path that names no photo of this shop. Kept once read: a product page asks on every visit.
   */
  async jpegSizeOf(path: string): Promise<PhotoSize | null> {
    const key = uploadedPhoto(path)?.key;
    if (!key) return null;
    const kept = this.jpegSizes.get(key);
    if (kept) return kept;
    const photo = await this.photos.findOne({ select: { width: true, height: true }, where: { key } });
    if (!photo) return null;
    const size = jpegSize(photo);
    // The oldest goes first: however many photos are asked for, the map stays bounded.
    if (this.jpegSizes.size >= KEPT_SIZES) this.jpegSizes.delete(this.jpegSizes.keys().next().value!);
    this.jpegSizes.set(key, size);
    return size;
  }

  /**
   * A supplier may give its product only photos it uploaded itself (or that the product already has):
   * another supplier's photo, guessed or copied from the storefront, answers 400 naming the field.
   */
  async assertOwned(field: string, owner: PhotoOwner, paths: string[], alreadyThere: string[] = [], manager: EntityManager = this.photos.manager): Promise<void> {
    const keys = [...new Set(paths.filter((path) => !alreadyThere.includes(path)).flatMap((path) => uploadedPhoto(path)?.key ?? []))];
    if (keys.length === 0) return;
    const owned = await manager.find(Photo, { select: { key: true }, where: { key: In(keys), owner } });
    if (owned.length < keys.length) throw new InvalidInputError({ [field]: ['Upload each photo from this account first'] });
  }

  /**
   * The shipped demo photos among `paths` that this shop does not have yet become its photos, as an
   * upload does: files first (copied from backend/seed-photos into the store, disk or bucket), then
   * the staff-owned row, so the sweep treats them like any photo. One query when all are there.
   */
  async addDemoPhotos(paths: string[], manager: EntityManager = this.photos.manager): Promise<number> {
    const wanted = [...new Set(paths.flatMap((path) => uploadedPhoto(path)?.key ?? []))].flatMap((key) => demoPhoto(key) ?? []);
    if (wanted.length === 0) return 0;
    const present = new Set((await manager.find(Photo, { select: { key: true }, where: { key: In(wanted.map((photo) => photo.key)), owner: 'admin' } })).map((row) => row.key));
    const missing = wanted.filter((photo) => !present.has(photo.key));
    for (const photo of missing) await Promise.all((await demoPhotoFiles(photo.key)).map((file) => this.store.put(file)));
    if (missing.length > 0) await manager.upsert(Photo, missing.map((photo) => ({ ...photo, owner: 'admin' as const, unusedSince: null })), ['key', 'owner']);
    return missing.length;
  }
}
