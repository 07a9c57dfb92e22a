import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit } from '../../shared/http/rate-limit';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { IdentityService } from '../identity/identity.service';
import { CancelBackInStockCommand } from './commands/cancel-back-in-stock/cancel-back-in-stock.command';
import { CancelBackInStockHandler } from './commands/cancel-back-in-stock/cancel-back-in-stock.handler';
import { RequestBackInStockCommand } from './commands/request-back-in-stock/request-back-in-stock.command';
import { RequestBackInStockHandler } from './commands/request-back-in-stock/request-back-in-stock.handler';
import { BackInStockRequestDto, RequestBackInStockDto } from './dto/back-in-stock.dto';

/** Issue 35: "Tell me when it's back", for guests (with a phone) and signed-in customers. */
@ApiTags('back-in-stock')
@Controller('back-in-stock')
export class BackInStockController {
  constructor(
    private readonly requestBackInStockHandler: RequestBackInStockHandler,
    private readonly cancelBackInStockHandler: CancelBackInStockHandler,
    private readonly identity: IdentityService,
  ) {}

  /** One text when the sold-out size and colour has units again; asking again answers the same request (200). */
  @Post()
  @RateLimit('back-in-stock', 10, 600)
  @ApiCreatedResponse({ type: BackInStockRequestDto })
  @ApiOkResponse({ type: BackInStockRequestDto, description: 'The open request this variant and phone already have' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'No consent, no phone we can text, or malformed ids' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such product on sale, or that size and colour is not one of its own' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'That size and colour is in stock now, or the number waits for too many already' })
  async requestBackInStock(@Body() body: RequestBackInStockDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<BackInStockRequestDto> {
    const userId = req.session?.userId;
    const user = userId ? await this.identity.findById(userId) : null;
    const { request, created } = await this.requestBackInStockHandler.execute(
      new RequestBackInStockCommand(body.productId.toLowerCase(), body.variantId.toLowerCase(), body.phone ?? null, user && { id: user.id, phone: user.phone }),
    );
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return request;
  }

  /** Withdraws a request before its text; its id is the key, held by the browser that asked. */
  @Delete(':id')
  @HttpCode(204)
  @RateLimit('back-in-stock', 10, 600)
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async cancelBackInStock(@Param('id', new UuidParamPipe('id')) id: string): Promise<void> {
    await this.cancelBackInStockHandler.execute(new CancelBackInStockCommand(id));
  }
}
