import { Injectable } from '@nestjs/common';
import { CartService } from '../../cart.service';
import { CartLineDto } from '../../dto/cart-line.dto';
import { GetCartQuery } from './get-cart.query';

@Injectable()
export class GetCartHandler {
  constructor(private readonly carts: CartService) {}

  execute(query: GetCartQuery): Promise<CartLineDto[]> {
    return this.carts.readCart(query.sessionId, query.ownerHash);
  }
}
