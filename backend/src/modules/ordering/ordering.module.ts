import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { CatalogModule } from '../catalog/catalog.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { IdentityModule } from '../identity/identity.module';
import { SettingsModule } from '../settings/settings.module';
import { AdminOrdersController } from './admin-orders.controller';
import { ChangeOrderStatusHandler } from './commands/change-order-status/change-order-status.handler';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler';
import { Order } from './domain/order.entity';
import { RecordMessageSentWhenMessageSentListener } from './listeners/record-message-sent-when-message-sent.listener';
import { OrdersController } from './orders.controller';
import { OrderRecords } from './order-records';
import { OrderingService } from './ordering.service';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';
import { ListMyOrdersHandler } from './queries/list-my-orders/list-my-orders.handler';
import { TrackOrderHandler } from './queries/track-order/track-order.handler';
import { TrackPagePreloads } from './track-page-preloads';

@Module({
  imports: [TypeOrmModule.forFeature([Order]), CatalogModule, CartModule, IdentityModule, SettingsModule, DeliveryModule],
  controllers: [OrdersController, AdminOrdersController],
  providers: [PlaceOrderHandler, TrackOrderHandler, ListMyOrdersHandler, ListOrdersHandler, ChangeOrderStatusHandler, OrderRecords, OrderingService, RecordMessageSentWhenMessageSentListener, TrackPagePreloads],
  exports: [OrderingService, TrackPagePreloads],
})
export class OrderingModule {}
