import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { OrderingModule } from '../ordering/ordering.module';
import { SubmitReviewHandler } from './commands/submit-review/submit-review.handler';
import { Review } from './domain/review.entity';
import { ListOrderReviewsHandler } from './queries/list-order-reviews/list-order-reviews.handler';
import { ReviewsController } from './reviews.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Review]), CatalogModule, OrderingModule],
  controllers: [ReviewsController],
  providers: [SubmitReviewHandler, ListOrderReviewsHandler],
})
export class ReviewsModule {}
