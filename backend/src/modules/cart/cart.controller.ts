import { Body, Controller, Delete, Get, Headers, HttpCode, HttpStatus, Inject, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { readIdempotencyKey } from '../../shared/http/idempotency-key';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { ensureCartOwner, readCartOwner } from './cart-owner';
import { AddToCartCommand } from './commands/add-to-cart/add-to-cart.command';
import { AddToCartDto } from './commands/add-to-cart/add-to-cart.dto';
import { AddToCartHandler } from './commands/add-to-cart/add-to-cart.handler';
import { ChangeCartChoiceCommand } from './commands/change-cart-choice/change-cart-choice.command';
import { ChangeCartChoiceDto } from './commands/change-cart-choice/change-cart-choice.dto';
import { ChangeCartChoiceHandler } from './commands/change-cart-choice/change-cart-choice.handler';
import { ChangeCartQuantityCommand } from './commands/change-cart-quantity/change-cart-quantity.command';
import { ChangeCartQuantityDto } from './commands/change-cart-quantity/change-cart-quantity.dto';
import { ChangeCartQuantityHandler } from './commands/change-cart-quantity/change-cart-quantity.handler';
import { RemoveCartItemCommand } from './commands/remove-cart-item/remove-cart-item.command';
import { RemoveCartItemHandler } from './commands/remove-cart-item/remove-cart-item.handler';
import { CartLineDto } from './dto/cart-line.dto';
import { CartSessionIdPipe } from './dto/cart-session-id';
import { GetCartHandler } from './queries/get-cart/get-cart.handler';
import { GetCartQuery } from './queries/get-cart/get-cart.query';

/** Guest carts: the cart id is bound to the browser that first wrote to it (httpOnly cookie). */
@ApiTags('cart')
@Controller('cart')
export class CartController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly getCartHandler: GetCartHandler,
    private readonly addToCartHandler: AddToCartHandler,
    private readonly changeCartQuantityHandler: ChangeCartQuantityHandler,
    private readonly changeCartChoiceHandler: ChangeCartChoiceHandler,
    private readonly removeCartItemHandler: RemoveCartItemHandler,
  ) {}

  @Get(':sessionId')
  @ApiOkResponse({ type: [CartLineDto] })
  getCart(@Param('sessionId', CartSessionIdPipe) sessionId: string, @Req() req: Request): Promise<CartLineDto[]> {
    return this.getCartHandler.execute(new GetCartQuery(sessionId, readCartOwner(req)));
  }

  /**
   * Adds units to the cart. A retry with the same Idempotency-Key (a lost answer, the offline
   * queue sent again) answers the line without adding the units twice.
   */
  @Post()
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A random id the page makes for each addition' })
  @ApiCreatedResponse({ type: CartLineDto, description: 'Units added' })
  @ApiOkResponse({ type: CartLineDto, description: 'Already added with this Idempotency-Key: the line as it is now' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Not enough stock, or the line added with this Idempotency-Key is no longer in the cart' })
  async addToCart(
    @Body() body: AddToCartDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CartLineDto> {
    const key = readIdempotencyKey(idempotencyKey);
    const owner = ensureCartOwner(req, res, this.config.production);
    const { line, added } = await this.addToCartHandler.execute(
      new AddToCartCommand(body.sessionId, body.productId, body.quantity, body.size || null, body.color || null, owner, key),
    );
    res.status(added ? HttpStatus.CREATED : HttpStatus.OK);
    return line;
  }

  @Patch(':itemId')
  @ApiOkResponse({ type: CartLineDto })
  changeCartQuantity(
    @Param('itemId', new UuidParamPipe('itemId')) itemId: string,
    @Body() body: ChangeCartQuantityDto,
    @Req() req: Request,
  ): Promise<CartLineDto> {
    return this.changeCartQuantityHandler.execute(new ChangeCartQuantityCommand(itemId, body.quantity, readCartOwner(req)));
  }

  /** Moves the line to another size and colour of its product, keeping its quantity. */
  @Patch(':itemId/choice')
  @ApiOkResponse({ type: CartLineDto, description: 'The line as it is now (the line that already held that choice, when there was one)' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'A size or colour the product offers is missing, or one it does not offer is named' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'That size and colour has fewer units in stock than the line holds' })
  changeCartChoice(
    @Param('itemId', new UuidParamPipe('itemId')) itemId: string,
    @Body() body: ChangeCartChoiceDto,
    @Req() req: Request,
  ): Promise<CartLineDto> {
    return this.changeCartChoiceHandler.execute(new ChangeCartChoiceCommand(itemId, body.size || null, body.color || null, readCartOwner(req)));
  }

  @Delete(':itemId')
  @HttpCode(204)
  @ApiNoContentResponse()
  removeCartItem(@Param('itemId', new UuidParamPipe('itemId')) itemId: string, @Req() req: Request): Promise<void> {
    return this.removeCartItemHandler.execute(new RemoveCartItemCommand(itemId, readCartOwner(req)));
  }
}
