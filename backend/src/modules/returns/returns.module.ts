import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { IdentityModule } from '../identity/identity.module';
import { OrderingModule } from '../ordering/ordering.module';
import { AdminReturnsController } from './admin-returns.controller';
import { InspectReturnHandler } from './commands/inspect-return/inspect-return.handler';
import { ReceiveReturnHandler } from './commands/receive-return/receive-return.handler';
import { RefundReturnHandler } from './commands/refund-return/refund-return.handler';
import { ReviewReturnHandler } from './commands/review-return/review-return.handler';
import { StartReturnHandler } from './commands/start-return/start-return.handler';
import { ReconcileRefundTransfersJob } from './jobs/reconcile-refund-transfers.job';
import { SettleRefundWhenTransferReportedListener } from './listeners/settle-refund-when-transfer-reported.listener';
import { MomoRefundTransfers } from './momo-refund-transfers';
import { TellShopperWhenOrderLinesReturnedListener } from './listeners/tell-shopper-when-order-lines-returned.listener';
import { ListReturnsHandler } from './queries/list-returns/list-returns.handler';
import { OrderReturnsHandler } from './queries/order-returns/order-returns.handler';
import { ReturnPhotoHandler } from './queries/return-photo/return-photo.handler';
import { TrackReturnHandler } from './queries/track-return/track-return.handler';
import { ReturnsController } from './returns.controller';

/** Returns (issue 34, ADR 069): started by the shopper, approved, received, inspected and refunded by staff (a pay-on-delivery order's by Paystack transfer to its Mobile Money number). PartialRefunds and PaymentProviders come from the global payments module. */
@Module({
  imports: [OrderingModule, CatalogModule, DeliveryModule, IdentityModule],
  controllers: [ReturnsController, AdminReturnsController],
  providers: [StartReturnHandler, TrackReturnHandler, ListReturnsHandler, ReviewReturnHandler, ReceiveReturnHandler, InspectReturnHandler, RefundReturnHandler, TellShopperWhenOrderLinesReturnedListener, MomoRefundTransfers, SettleRefundWhenTransferReportedListener, ReconcileRefundTransfersJob, ReturnPhotoHandler, OrderReturnsHandler],
})
export class ReturnsModule {}
