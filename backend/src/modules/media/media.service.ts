import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { InvalidInputError } from '../../shared/http/domain-errors';
import { uploadedPhoto } from './domain/photo-names';
import { Photo, PhotoOwner } from './domain/photo.entity';

/** Lists every image path a module's products use, so photos nobody uses can be found. */
export type PhotoUser = () => Promise<string[]>;

/** What other modules may ask of the photos: whose they are, and that they are in use. */
@Injectable()
export class MediaService {
  private readonly users: PhotoUser[] = [];

  constructor(@InjectRepository(Photo) private readonly photos: Repository<Photo>) {}

  /**
   * Catalog and suppliers register here at start (they depend on this module, never the other
   * way round): the sweep keeps every photo one of them names.
   */
  registerPhotoUser(user: PhotoUser): void {
    this.users.push(user);
  }

  async pathsInUse(): Promise<string[]> {
    return (await Promise.all(this.users.map((user) => user()))).flat();
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
}
