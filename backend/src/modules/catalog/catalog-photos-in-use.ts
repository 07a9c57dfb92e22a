import { Injectable, OnModuleInit } from '@nestjs/common';
import { MediaService } from '../media/media.service';

/** Tells the photo sweep which uploaded photos catalog products use (ADR 019). */
@Injectable()
export class CatalogPhotosInUse implements OnModuleInit {
  constructor(private readonly media: MediaService) {}

  onModuleInit(): void {
    this.media.registerPhotoPaths(`SELECT DISTINCT unnest(images) AS path FROM products`);
  }
}
