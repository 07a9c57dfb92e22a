import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { AdminDeliveryController } from './admin-delivery.controller';
import { DeleteDeliveryZoneHandler } from './commands/delete-delivery-zone/delete-delivery-zone.handler';
import { DeletePickupPointHandler } from './commands/delete-pickup-point/delete-pickup-point.handler';
import { SaveDeliveryZoneHandler } from './commands/save-delivery-zone/save-delivery-zone.handler';
import { SavePickupPointHandler } from './commands/save-pickup-point/save-pickup-point.handler';
import { SeedDemoDeliveryZonesAtStart } from './commands/seed-demo-delivery-zones/seed-demo-delivery-zones-at-start';
import { SeedDemoDeliveryZonesHandler } from './commands/seed-demo-delivery-zones/seed-demo-delivery-zones.handler';
import { SetDeliveryHolidaysHandler } from './commands/set-delivery-holidays/set-delivery-holidays.handler';
import { DeliveryController } from './delivery.controller';
import { DeliveryService } from './delivery.service';
import { DeliveryHoliday } from './domain/delivery-holiday.entity';
import { DeliveryZoneRegion } from './domain/delivery-zone-region.entity';
import { DeliveryZone } from './domain/delivery-zone.entity';
import { PickupPoint } from './domain/pickup-point.entity';
import { GetDeliveryOptionsHandler } from './queries/get-delivery-options/get-delivery-options.handler';
import { GetDeliverySettingsHandler } from './queries/get-delivery-settings/get-delivery-settings.handler';

/** Delivery zones, pickup points and the days off: where each delivery type goes, at what price, by when (ADR 053). */
@Module({
  imports: [TypeOrmModule.forFeature([DeliveryZone, DeliveryZoneRegion, PickupPoint, DeliveryHoliday]), IdentityModule],
  controllers: [DeliveryController, AdminDeliveryController],
  providers: [
    DeliveryService,
    GetDeliveryOptionsHandler,
    GetDeliverySettingsHandler,
    SaveDeliveryZoneHandler,
    DeleteDeliveryZoneHandler,
    SavePickupPointHandler,
    DeletePickupPointHandler,
    SetDeliveryHolidaysHandler,
    SeedDemoDeliveryZonesHandler,
    SeedDemoDeliveryZonesAtStart,
  ],
  exports: [DeliveryService],
})
export class DeliveryModule {}
