import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
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
  imports: [TypeOrmModule.forFeature([CartItem, CartSession, CartAddition]), CatalogModule],
  controllers: [CartController],
  providers: [CartReadCache, CartService, GetCartHandler, AddToCartHandler, ChangeCartQuantityHandler, ChangeCartChoiceHandler, RemoveCartItemHandler, RemoveCartLinesWhenProductDeletedListener],
  // AddToCart also serves 'Buy again' (ordering), so a past order's lines pass the same stock check.
  exports: [CartService, AddToCartHandler],
})
export class CartModule {}
