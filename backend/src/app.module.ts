import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { DestinationStream } from 'pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { CartModule } from './modules/cart/cart.module';
import { SavedItemsModule } from './modules/saved-items/saved-items.module';
import { PayoutsModule } from './modules/payouts/payouts.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { IdentityModule } from './modules/identity/identity.module';
import { MediaModule } from './modules/media/media.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PlatformModule } from './modules/platform/platform.module';
import { OrderingModule } from './modules/ordering/ordering.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { ReturnsModule } from './modules/returns/returns.module';
import { ReviewsModule } from './modules/reviews/reviews.module';
import { RidersModule } from './modules/riders/riders.module';
import { SettingsModule } from './modules/settings/settings.module';
import { DeliveryModule } from './modules/delivery/delivery.module';
import { PromotionsModule } from './modules/promotions/promotions.module';
import { SupportModule } from './modules/support/support.module';
import { SuppliersModule } from './modules/suppliers/suppliers.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { BackgroundListenersAtShutdown } from './shared/events/background-listeners';
import { rateLimitModule } from './shared/http/rate-limit';
import { LoggingModule } from './shared/logging/logging.module';

@Module({})
export class AppModule {
  /** `logDestination`: where the JSON log lines go instead of stdout (a spec reading them). */
  static forRoot(config: AppConfig, options: { logDestination?: DestinationStream } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot(config.logLevel, options.logDestination),
        ConfigModule.forRoot(config),
        EventEmitterModule.forRoot({ wildcard: false, ignoreErrors: false }),
        // The shop's scheduled work, in each module's jobs/ folder (ADR 038). JOBS=off (ADR 074): the
        // @Cron jobs are never registered; the interval jobs and relays check config.jobsInProcess.
        ScheduleModule.forRoot({ cronJobs: config.jobsInProcess }),
        DatabaseModule,
        PlatformModule,
        NotificationsModule,
        WebhooksModule,
        IdentityModule,
        MediaModule,
        CatalogModule,
        CartModule,
        SavedItemsModule,
        PayoutsModule,
        OrderingModule,
        ReturnsModule,
        PaymentsModule,
        ReviewsModule,
        SettingsModule,
        DeliveryModule,
        PromotionsModule,
        SupportModule,
        RidersModule,
        SuppliersModule,
        rateLimitModule(config),
      ],
      providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }, BackgroundListenersAtShutdown],
    };
  }
}
