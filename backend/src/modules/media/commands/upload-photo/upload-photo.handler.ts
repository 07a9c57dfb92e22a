import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { InvalidInputError } from '../../../../shared/http/domain-errors';
import { processPhoto } from '../../domain/photo-pipeline';
import { Photo } from '../../domain/photo.entity';
import { PhotoDto } from '../../dto/photo.dto';
import { PHOTO_STORE, PhotoStore } from '../../storage/photo-store';
import { UploadPhotoCommand } from './upload-photo.command';

/** Makes every size and format of an uploaded photo, stores them and records who may use it. */
@Injectable()
export class UploadPhotoHandler {
  constructor(
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
  ) {}

  async execute({ owner, bytes }: UploadPhotoCommand): Promise<PhotoDto> {
    if (!bytes) throw new InvalidInputError({ photo: ['Choose a photo to upload'] });
    const photo = await processPhoto(bytes);
    // Files first, then the row: a row always names files that exist.
    for (const file of photo.files) await this.store.put(file);
    await this.photos.upsert({ key: photo.key, owner, placeholder: photo.placeholder, width: photo.width, height: photo.height, unusedSince: null }, ['key', 'owner']);
    return { path: photo.path, placeholder: photo.placeholder, width: photo.width, height: photo.height };
  }
}
