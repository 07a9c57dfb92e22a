import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { IdentityModule } from '../identity/identity.module';
import { AddDemoPhotosAtStart } from './commands/add-demo-photos/add-demo-photos-at-start';
import { AdminPhotosController } from './admin-photos.controller';
import { SweepUnusedPhotosHandler } from './commands/sweep-unused-photos/sweep-unused-photos.handler';
import { UploadPhotoHandler } from './commands/upload-photo/upload-photo.handler';
import { Photo } from './domain/photo.entity';
import { SweepUnusedPhotosJob } from './jobs/sweep-unused-photos.job';
import { MediaService } from './media.service';
import { DiskPhotoStore } from './storage/disk-photo-store';
import { PHOTO_STORE } from './storage/photo-store';
import { S3PhotoStore } from './storage/s3-photo-store';

/** Product photos (ADR 019): uploads, their sizes and formats, where they are kept, and their sweep. */
@Module({
  imports: [TypeOrmModule.forFeature([Photo]), IdentityModule],
  controllers: [AdminPhotosController],
  providers: [
    { provide: PHOTO_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => (config.media.s3 ? new S3PhotoStore(config.media.s3) : new DiskPhotoStore(config.media.dir)) },
    UploadPhotoHandler,
    SweepUnusedPhotosHandler,
    SweepUnusedPhotosJob,
    MediaService,
    AddDemoPhotosAtStart,
  ],
  exports: [MediaService, UploadPhotoHandler, PHOTO_STORE],
})
export class MediaModule {}
