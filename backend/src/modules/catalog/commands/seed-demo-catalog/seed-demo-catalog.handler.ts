import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { photoPath } from '@shop/rules';
import { Repository } from 'typeorm';
import { demoCatalog } from '../../../../database/seed/demo-catalog';
import { demoPhotos } from '../../../../database/seed/demo-photos';
import { firstSeeding } from '../../../../database/seed/demo-seeds';
import { MediaService } from '../../../media/media.service';
import { demoVariantStock } from '../../../../database/seed/demo-variant-stock';
import { ProductVariant } from '../../domain/product-variant.entity';
import { Product } from '../../domain/product.entity';
import { SeedDemoCatalogCommand } from './seed-demo-catalog.command';

/** The demo collection, so a fresh shop has something to sell. */
@Injectable()
export class SeedDemoCatalogHandler {
  private readonly logger = new Logger('SeedDemoCatalog');

  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly media: MediaService,
  ) {}

  /** Inserts the demo catalog into a shop that never had it and has no product; returns how many were added. */
  async execute(_command: SeedDemoCatalogCommand): Promise<number> {
    return this.products.manager.transaction(async (manager) => {
      // Two instances starting together on one PostgreSQL must not both seed.
      await manager.query('SELECT pg_advisory_xact_lock(7312025)');
      // An owner's own catalog is never mixed with the demo, and the demo comes once.
      if ((await manager.count(Product)) > 0 || !(await firstSeeding(manager, 'catalog'))) return 0;
      const now = Date.now();
      // createdAt spaced a minute apart keeps "newest first" in catalog order.
      const rows = demoCatalog.map(({ slug: _slug, stock: _total, images, ...product }, index) =>
        manager.create(Product, { ...product, images: images.map(demoPhotoPath), isActive: true, createdAt: new Date(now - index * 60_000) }),
      );
      // Photos before the products that name them, as an upload is saved before its product (ADR 023).
      await this.media.addDemoPhotos(rows.flatMap((row) => row.images), manager);
      await manager.save(Product, rows, { chunk: 50 });
      // Each size x colour with its own units, some sold out (ADR 025).
      const variants = demoCatalog.flatMap(({ slug, sizes, colors }, index) =>
        (sizes.length > 0 ? sizes : ['']).flatMap((size) =>
          (colors.length > 0 ? colors : [null]).map((color, column) =>
            manager.create(ProductVariant, { productId: rows[index].id, size: size || null, color, stock: demoVariantStock[slug][size][column], sku: null }),
          ),
        ),
      );
      await manager.save(ProductVariant, variants, { chunk: 100 });
      this.logger.log(`Seeded the demo catalog with ${rows.length} products`);
      return rows.length;
    });
  }
}

/** A shipped photo's /media path, as an upload's (ADR 023); a name demo-photos.ts lacks is a broken build. */
function demoPhotoPath(name: string): string {
  const photo = demoPhotos[name];
  if (!photo) throw new Error(`The demo catalog names a photo that was not made: ${name} (run backend/scripts/make-seed-photos.mjs)`);
  return photoPath(photo.key, photo.placeholder);
}
