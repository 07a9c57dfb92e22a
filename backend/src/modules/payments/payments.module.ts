import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { OrderingModule } from '../ordering/ordering.module';
import { AdminPaymentsController } from './admin-payments.controller';
import { PaymentsController } from './payments.controller';
import { TestCheckoutsController } from './test-mode/test-checkouts.controller';

// CONTRACT SKELETON: providers, entities and the test-mode switch come with the payments work.
@Module({
  imports: [OrderingModule, IdentityModule],
  controllers: [PaymentsController, AdminPaymentsController, TestCheckoutsController],
})
export class PaymentsModule {}
