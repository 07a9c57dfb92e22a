import { Injectable, OnModuleInit } from '@nestjs/common';
import { MediaService } from '../media/media.service';

/** Tells the photo sweep which uploaded photos supplier products use (ADR 019). */
@Injectable()
export class SupplierPhotosInUse implements OnModuleInit {
  constructor(private readonly media: MediaService) {}

  onModuleInit(): void {
    this.media.registerPhotoPaths(`SELECT DISTINCT unnest("supplierImages") AS path FROM supplier_products`);
  }
}
