import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { OrderingModule } from '../ordering/ordering.module';
import { SuppliersModule } from '../suppliers/suppliers.module';
import { AdminPayoutsController } from './admin-payouts.controller';
import { ReconcilePayoutsHandler } from './commands/reconcile-payouts.handler';
import { RunPayoutsHandler } from './commands/run-payouts.handler';
import { SavePayoutAccountHandler } from './commands/save-payout-account.handler';
import { SettlePayoutHandler } from './commands/settle-payout.handler';
import { LedgerEntry } from './domain/ledger-entry.entity';
import { PayoutAccount } from './domain/payout-account.entity';
import { Payout } from './domain/payout.entity';
import { ReconcilePayoutsJob } from './jobs/reconcile-payouts.job';
import { RecordUnitsWhenOrderStatusChangedListener } from './listeners/record-units-when-order-status-changed.listener';
import { SettlePayoutWhenTransferReportedListener } from './listeners/settle-payout-when-transfer-reported.listener';
import { ReverseUnitsWhenOrderLinesReturnedListener } from './listeners/reverse-units-when-order-lines-returned.listener';
import { PayoutLedger } from './payout-ledger';
import { PayoutTransfers } from './payout-transfers';
import { AdminPayoutsHandler } from './queries/admin-payouts.handler';
import { SupplierEarningsHandler } from './queries/supplier-earnings.handler';
import { SupplierPayoutsController } from './supplier-payouts.controller';

/**
 * What the shop owes its suppliers and pays them (issue 34, ADR 070): the ledger of delivered units,
 * payout accounts, payout runs through Paystack Transfers, and their settlement. Reads orders and
 * supplier terms through those modules' services; PayoutLedger is exported for returns.
 */
@Module({
  imports: [TypeOrmModule.forFeature([LedgerEntry, Payout, PayoutAccount]), OrderingModule, SuppliersModule, IdentityModule],
  controllers: [SupplierPayoutsController, AdminPayoutsController],
  providers: [
    PayoutLedger,
    PayoutTransfers,
    SettlePayoutHandler,
    RunPayoutsHandler,
    ReconcilePayoutsHandler,
    SavePayoutAccountHandler,
    SupplierEarningsHandler,
    AdminPayoutsHandler,
    RecordUnitsWhenOrderStatusChangedListener,
    SettlePayoutWhenTransferReportedListener,
    ReverseUnitsWhenOrderLinesReturnedListener,
    ReconcilePayoutsJob,
  ],
  exports: [PayoutLedger],
})
export class PayoutsModule {}
