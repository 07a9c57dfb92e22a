import { Body, Controller, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { ensureCartOwner } from '../cart/cart-owner';
import { RequestWithUser, SignedInGuard } from '../identity/guards/auth.guards';
import { BuyAgainCommand } from './commands/buy-again/buy-again.command';
import { BuyAgainDto, BuyAgainResultDto } from './commands/buy-again/buy-again.dto';
import { BuyAgainHandler } from './commands/buy-again/buy-again.handler';

/**
 * Issue 35. A tag of its own: the generated client's `ordering` module loads with the first page,
 * while only My orders calls this, so its client goes with that page.
 */
@ApiTags('buy-again')
@Controller('orders')
export class BuyAgainController {
  constructor(
    private readonly buyAgainHandler: BuyAgainHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Puts the lines of one of the customer's own orders (those My orders lists) into this browser's
   * cart at today's prices, each capped to its stock; answers what went in and what did not, with
   * why. Anyone else's order answers 404.
   */
  @Post(':id/buy-again')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: BuyAgainResultDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'The order id or the cart id is malformed' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such order of yours, or the cart belongs to another browser' })
  buyAgain(
    @Param('id', new UuidParamPipe('id')) id: string,
    @Body() body: BuyAgainDto,
    @Req() req: RequestWithUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<BuyAgainResultDto> {
    const owner = ensureCartOwner(req, res, this.config.production);
    return this.buyAgainHandler.execute(new BuyAgainCommand(id, req.user!.id, req.user!.phone, body.sessionId, owner));
  }
}
