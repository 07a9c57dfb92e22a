import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { OrderingModule } from '../ordering/ordering.module';
import { SeedDemoReviewsAtStart } from './commands/seed-demo-reviews/seed-demo-reviews-at-start';
import { SeedDemoReviewsHandler } from './commands/seed-demo-reviews/seed-demo-reviews.handler';
import { SubmitReviewHandler } from './commands/submit-review/submit-review.handler';
import { Review } from './domain/review.entity';
import { ListOrderReviewsHandler } from './queries/list-order-reviews/list-order-reviews.handler';
import { ListProductReviewsHandler } from './queries/list-product-reviews/list-product-reviews.handler';
import { ProductReviewsPreloads } from './product-reviews-preloads';
import { ReviewsController } from './reviews.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Review]), CatalogModule, OrderingModule],
  controllers: [ReviewsController],
  providers: [SubmitReviewHandler, ListOrderReviewsHandler, ListProductReviewsHandler, SeedDemoReviewsHandler, SeedDemoReviewsAtStart, ProductReviewsPreloads],
  exports: [ProductReviewsPreloads],
})
export class ReviewsModule {}
