import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { photoFiles, uploadedPhoto } from '../../domain/photo-names';
import { Photo } from '../../domain/photo.entity';
import { MediaService } from '../../media.service';
import { PHOTO_STORE, PhotoStore } from '../../storage/photo-store';
import { SweepUnusedPhotosCommand } from './sweep-unused-photos.command';

/**
 * A photo no product uses is marked; one still unused after the grace period (an upload never
 * saved, a photo removed from its product) loses its files and rows. A photo used again in between
 * is unmarked and kept.
 */
@Injectable()
export class SweepUnusedPhotosHandler {
  constructor(
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
    private readonly media: MediaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ now }: SweepUnusedPhotosCommand): Promise<{ removed: string[] }> {
    const inUse = new Set((await this.media.pathsInUse()).flatMap((path) => uploadedPhoto(path)?.key ?? []));
    const rows = await this.photos.find();
    const used = rows.filter((row) => inUse.has(row.key));
    const unused = rows.filter((row) => !inUse.has(row.key));
    if (used.some((row) => row.unusedSince)) await this.photos.update({ key: In([...new Set(used.map((row) => row.key))]), unusedSince: Not(IsNull()) }, { unusedSince: null });
    const newlyUnused = unused.filter((row) => !row.unusedSince);
    if (newlyUnused.length > 0) await this.photos.update({ key: In([...new Set(newlyUnused.map((row) => row.key))]), unusedSince: IsNull() }, { unusedSince: now });

    const deadline = now.getTime() - this.config.media.unusedGraceHours * 3_600_000;
    const expired = [...new Set(unused.map((row) => row.key))].filter((key) => unused.every((row) => row.key !== key || (row.unusedSince !== null && row.unusedSince.getTime() <= deadline)));
    for (const key of expired) {
      // Rows go first: a photo whose files are half deleted is never offered as uploaded.
      await this.photos.delete({ key });
      await this.store.delete(photoFiles(key).map((file) => file.name));
    }
    return { removed: expired };
  }
}
