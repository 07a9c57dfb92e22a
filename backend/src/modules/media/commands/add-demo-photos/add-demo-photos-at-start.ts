import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { MediaService } from '../../media.service';

/**
 * A database whose products name shipped demo photos it lacks (one the demo-photos migration moved
 * off /catalog-images, ADR 023) gets them at start, whatever SEED_DEMO_CATALOG says: those are the
 * shop's products now. Once they are there, it only reads: the paths in use and those photos' rows.
 */
@Injectable()
export class AddDemoPhotosAtStart implements OnApplicationBootstrap {
  private readonly logger = new Logger('Photos');

  constructor(private readonly media: MediaService) {}

  async onApplicationBootstrap(): Promise<void> {
    const added = await this.media.addDemoPhotos(await this.media.pathsInUse());
    if (added > 0) this.logger.log(`Added ${added} demo photos the products name`);
  }
}
