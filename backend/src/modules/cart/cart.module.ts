import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { CartRemindersController } from './cart-reminders.controller';
import { RemindAboutCartHandler } from './commands/remind-about-cart/remind-about-cart.handler';
import { RestoreRemindedCartHandler } from './commands/restore-reminded-cart/restore-reminded-cart.handler';
import { SendDueCartRemindersHandler } from './commands/send-due-cart-reminders/send-due-cart-reminders.handler';
import { StopCartRemindersHandler } from './commands/stop-cart-reminders/stop-cart-reminders.handler';
import { CartReminder } from './domain/cart-reminder.entity';
import { SendDueCartRemindersJob } from './jobs/send-due-cart-reminders.job';
import { GetCartReminderHandler } from './queries/get-cart-reminder/get-cart-reminder.handler';
import { GetRemindedCartHandler } from './queries/get-cart-reminder/get-reminded-cart.handler';
import { CartController } from './cart.controller';
import { CartService } from './cart.service';
import { AddToCartHandler } from './commands/add-to-cart/add-to-cart.handler';
import { ChangeCartChoiceHandler } from './commands/change-cart-choice/change-cart-choice.handler';
import { ChangeCartQuantityHandler } from './commands/change-cart-quantity/change-cart-quantity.handler';
import { RemoveCartItemHandler } from './commands/remove-cart-item/remove-cart-item.handler';
import { CartAddition } from './domain/cart-addition.entity';
import { CartItem } from './domain/cart-item.entity';
import { CartSession } from './domain/cart-session.entity';
import { RemoveCartLinesWhenProductDeletedListener } from './listeners/remove-cart-lines-when-product-deleted.listener';
import { GetCartHandler } from './queries/get-cart/get-cart.handler';
import { CartReadCache } from './read-model/cart-read-cache';

@Module({
  imports: [TypeOrmModule.forFeature([CartItem, CartSession, CartAddition, CartReminder]), CatalogModule],
  controllers: [CartController, CartRemindersController],
  providers: [CartReadCache, CartService, GetCartHandler, AddToCartHandler, ChangeCartQuantityHandler, ChangeCartChoiceHandler, RemoveCartItemHandler, RemoveCartLinesWhenProductDeletedListener,
    // Cart reminders (ADR 071)
    GetCartReminderHandler,
    RemindAboutCartHandler,
    StopCartRemindersHandler,
    GetRemindedCartHandler,
    RestoreRemindedCartHandler,
    SendDueCartRemindersHandler,
    SendDueCartRemindersJob,
  ],
  // AddToCart also serves 'Buy again' (ordering), so a past order's lines pass the same stock check.
  exports: [CartService, AddToCartHandler],
})
export class CartModule {}
