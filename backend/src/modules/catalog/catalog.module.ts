import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { MediaModule } from '../media/media.module';
import { CatalogPhotosInUse } from './catalog-photos-in-use';
import { AdminProductsController } from './admin-products.controller';
import { AdminSearchController } from './admin-search.controller';
import { ReplaceSearchSynonymsHandler } from './commands/replace-search-synonyms/replace-search-synonyms.handler';
import { GetSearchSynonymsHandler } from './queries/get-search-synonyms/get-search-synonyms.handler';
import { PostgresSearchProvider } from './search/postgres-search.provider';
import { SEARCH_PROVIDER } from './search/search-provider';
import { SearchMisses } from './search/search-misses';
import { SearchSynonymGroup } from './search/search-synonym-group.entity';
import { CatalogService } from './catalog.service';
import { SyncCatalogWhenSupplierProductChangedListener } from './listeners/sync-catalog-when-supplier-product-changed.listener';
import { CreateProductHandler } from './commands/create-product/create-product.handler';
import { DeleteProductHandler } from './commands/delete-product/delete-product.handler';
import { UpdateProductHandler } from './commands/update-product/update-product.handler';
import { SeedDemoCatalogAtStart } from './commands/seed-demo-catalog/seed-demo-catalog-at-start';
import { SeedDemoCatalogHandler } from './commands/seed-demo-catalog/seed-demo-catalog.handler';
import { ProductVariant } from './domain/product-variant.entity';
import { Product } from './domain/product.entity';
import { ProductsController } from './products.controller';
import { ProductSuggestionsController } from './product-suggestions.controller';
import { GetProductHandler } from './queries/get-product/get-product.handler';
import { ListProductsHandler } from './queries/list-products/list-products.handler';
import { CatalogReadCache } from './read-model/catalog-read-cache';
import { StorefrontPagePreloads } from './read-model/storefront-page-preloads';

@Module({
  imports: [TypeOrmModule.forFeature([Product, ProductVariant, SearchSynonymGroup]), IdentityModule, MediaModule],
  controllers: [ProductSuggestionsController, ProductsController, AdminProductsController, AdminSearchController],
  providers: [
    ListProductsHandler,
    GetProductHandler,
    SeedDemoCatalogHandler,
    SeedDemoCatalogAtStart,
    CreateProductHandler,
    UpdateProductHandler,
    DeleteProductHandler,
    CatalogService,
    CatalogReadCache,
    StorefrontPagePreloads,
    SyncCatalogWhenSupplierProductChangedListener,
    CatalogPhotosInUse,
    { provide: SEARCH_PROVIDER, useClass: PostgresSearchProvider },
    SearchMisses,
    GetSearchSynonymsHandler,
    ReplaceSearchSynonymsHandler,
  ],
  exports: [CatalogService, StorefrontPagePreloads],
})
export class CatalogModule {}
