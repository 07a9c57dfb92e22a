import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { CatalogModule } from '../catalog/catalog.module';
import { DeliveryService } from '../delivery/delivery.service';
import { DeliveryModule } from '../delivery/delivery.module';
import { IdentityModule } from '../identity/identity.module';
import { SettingsModule } from '../settings/settings.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { AdminOrdersController } from './admin-orders.controller';
import { BuyAgainController } from './buy-again.controller';
import { BuyAgainHandler } from './commands/buy-again/buy-again.handler';
import { ChangeOrderStatusHandler } from './commands/change-order-status/change-order-status.handler';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler';
import { Order } from './domain/order.entity';
import { RecordMessageSentWhenMessageSentListener } from './listeners/record-message-sent-when-message-sent.listener';
import { OrdersController } from './orders.controller';
import { PayOnDeliveryConfirmationsController } from './pay-on-delivery-confirmations.controller';
import { OrderRecords } from './order-records';
import { OrderingService } from './ordering.service';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';
import { ListMyOrdersHandler } from './queries/list-my-orders/list-my-orders.handler';
import { TrackOrderHandler } from './queries/track-order/track-order.handler';
import { TrackPagePreloads } from './track-page-preloads';
import { CollectPayOnDeliveryHandler } from './commands/collect-pay-on-delivery/collect-pay-on-delivery.handler';
import { ConfirmPayOnDeliveryHandler } from './commands/confirm-pay-on-delivery/confirm-pay-on-delivery.handler';
import { RecordNotHomeHandler } from './commands/record-not-home/record-not-home.handler';
import { RefusePayOnDeliveryHandler } from './commands/refuse-pay-on-delivery/refuse-pay-on-delivery.handler';
import { RequestMomoAtDoorHandler } from './commands/request-momo-at-door/request-momo-at-door.handler';
import { PAY_ON_DELIVERY_AREAS, zonesPayOnDelivery } from './ports/pay-on-delivery-areas.port';
import { PayOnDeliveryConfirmationHandler } from './queries/pay-on-delivery-confirmation/pay-on-delivery-confirmation.handler';

@Module({
  imports: [TypeOrmModule.forFeature([Order]), CatalogModule, CartModule, IdentityModule, SettingsModule, DeliveryModule, PromotionsModule],
  controllers: [OrdersController, BuyAgainController, PayOnDeliveryConfirmationsController, AdminOrdersController],
  providers: [PlaceOrderHandler, BuyAgainHandler, TrackOrderHandler, ListMyOrdersHandler, ListOrdersHandler, ChangeOrderStatusHandler, OrderRecords, OrderingService, RecordMessageSentWhenMessageSentListener, TrackPagePreloads,
    ConfirmPayOnDeliveryHandler, CollectPayOnDeliveryHandler, RequestMomoAtDoorHandler, RefusePayOnDeliveryHandler, RecordNotHomeHandler, PayOnDeliveryConfirmationHandler,
    // The region's delivery zone says whether its riders take money at the door (ADR 053, 054).
    { provide: PAY_ON_DELIVERY_AREAS, useFactory: (delivery: DeliveryService) => zonesPayOnDelivery(delivery), inject: [DeliveryService] },
  ],
  // The door's commands: riders record at the door what staff record from the drawer.
  exports: [OrderingService, TrackPagePreloads, CollectPayOnDeliveryHandler, RequestMomoAtDoorHandler, RefusePayOnDeliveryHandler, RecordNotHomeHandler, ChangeOrderStatusHandler],
})
export class OrderingModule {}
