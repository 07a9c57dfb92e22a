import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { AdminPromotionsController } from './admin-promotions.controller';
import { CreatePromotionHandler } from './commands/create-promotion/create-promotion.handler';
import { SetPromotionPausedHandler } from './commands/set-promotion-paused/set-promotion-paused.handler';
import { PromotionUse } from './domain/promotion-use.entity';
import { Promotion } from './domain/promotion.entity';
import { RecordRevenueWhenPaymentReceivedListener } from './listeners/record-revenue-when-payment-received.listener';
import { ReleaseUseWhenOrderStatusChangedListener } from './listeners/release-use-when-order-status-changed.listener';
import { PromotionsController } from './promotions.controller';
import { PromotionsService } from './promotions.service';
import { ListPromotionsHandler } from './queries/list-promotions/list-promotions.handler';
import { QuotePromotionsHandler } from './queries/quote-promotions/quote-promotions.handler';

/** Promo codes and automatic promotions: what they take off a basket, their uses, their revenue (ADR 061). */
@Module({
  imports: [TypeOrmModule.forFeature([Promotion, PromotionUse]), CatalogModule, IdentityModule],
  controllers: [PromotionsController, AdminPromotionsController],
  providers: [
    PromotionsService,
    QuotePromotionsHandler,
    ListPromotionsHandler,
    CreatePromotionHandler,
    SetPromotionPausedHandler,
    RecordRevenueWhenPaymentReceivedListener,
    ReleaseUseWhenOrderStatusChangedListener,
  ],
  exports: [PromotionsService],
})
export class PromotionsModule {}
