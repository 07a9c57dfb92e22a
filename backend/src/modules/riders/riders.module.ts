import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { OrderingModule } from '../ordering/ordering.module';
import { AdminRidersController } from './admin-riders.controller';
import { AssignRiderHandler } from './commands/assign-rider/assign-rider.handler';
import { RiderStops } from './commands/at-the-door/rider-stops';
import { RiderAssignment } from './domain/rider-assignment.entity';
import { DeliveryRoundHandler } from './queries/rider-deliveries/delivery-round.handler';
import { RiderController } from './rider.controller';

/** Riders and their rounds: who takes which order out on which day, and what they collect. */
@Module({
  imports: [TypeOrmModule.forFeature([RiderAssignment]), IdentityModule, OrderingModule],
  controllers: [AdminRidersController, RiderController],
  providers: [AssignRiderHandler, DeliveryRoundHandler, RiderStops],
})
export class RidersModule {}
