import { Global, Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { VARIANT_RESTOCKS } from '../catalog/ports/variant-restocks.port';
import { IdentityModule } from '../identity/identity.module';
import { BackInStockController } from './back-in-stock.controller';
import { CancelBackInStockHandler } from './commands/cancel-back-in-stock/cancel-back-in-stock.handler';
import { MergeSavedItemsHandler } from './commands/merge-saved-items/merge-saved-items.handler';
import { RequestBackInStockHandler } from './commands/request-back-in-stock/request-back-in-stock.handler';
import { SaveItemHandler } from './commands/save-item/save-item.handler';
import { UnsaveItemHandler } from './commands/unsave-item/unsave-item.handler';
import { RemoveSavedItemsWhenProductDeletedListener } from './listeners/remove-saved-items-when-product-deleted.listener';
import { TextBackInStockWhenVariantRestocked } from './listeners/text-back-in-stock-when-variant-restocked.listener';
import { ListSavedItemsHandler } from './queries/list-saved-items/list-saved-items.handler';
import { SavedItemsController } from './saved-items.controller';

/**
 * Saved items and back-in-stock requests (issue 35, ADR 065). Global so that the catalog reaches
 * it through its own VARIANT_RESTOCKS port without importing this module (which imports it).
 */
@Global()
@Module({
  imports: [CatalogModule, IdentityModule],
  controllers: [SavedItemsController, BackInStockController],
  providers: [
    ListSavedItemsHandler,
    SaveItemHandler,
    UnsaveItemHandler,
    MergeSavedItemsHandler,
    RequestBackInStockHandler,
    CancelBackInStockHandler,
    RemoveSavedItemsWhenProductDeletedListener,
    TextBackInStockWhenVariantRestocked,
    { provide: VARIANT_RESTOCKS, useExisting: TextBackInStockWhenVariantRestocked },
  ],
  exports: [VARIANT_RESTOCKS],
})
export class SavedItemsModule {}
