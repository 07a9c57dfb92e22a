import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly } from '../identity/guards/auth.guards';
import { CreatePromotionCommand } from './commands/create-promotion/create-promotion.command';
import { CreatePromotionDto } from './commands/create-promotion/create-promotion.dto';
import { CreatePromotionHandler } from './commands/create-promotion/create-promotion.handler';
import { SetPromotionPausedCommand } from './commands/set-promotion-paused/set-promotion-paused.command';
import { SetPromotionPausedDto } from './commands/set-promotion-paused/set-promotion-paused.dto';
import { SetPromotionPausedHandler } from './commands/set-promotion-paused/set-promotion-paused.handler';
import { PromotionDto } from './dto/promotion.dto';
import { ListPromotionsHandler } from './queries/list-promotions/list-promotions.handler';
import { ListPromotionsQuery } from './queries/list-promotions/list-promotions.query';

@Controller('admin/promotions')
@AdminOnly('promotions')
export class AdminPromotionsController {
  constructor(
    private readonly listPromotionsHandler: ListPromotionsHandler,
    private readonly createPromotionHandler: CreatePromotionHandler,
    private readonly setPromotionPausedHandler: SetPromotionPausedHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: [PromotionDto] })
  listPromotions(): Promise<PromotionDto[]> {
    return this.listPromotionsHandler.execute(new ListPromotionsQuery());
  }

  @Post()
  @ApiCreatedResponse({ type: PromotionDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  createPromotion(@Body() body: CreatePromotionDto): Promise<PromotionDto> {
    return this.createPromotionHandler.execute(new CreatePromotionCommand(body));
  }

  @Patch(':id')
  @ApiOkResponse({ type: PromotionDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  setPromotionPaused(@Param('id', new UuidParamPipe()) id: string, @Body() body: SetPromotionPausedDto): Promise<PromotionDto> {
    return this.setPromotionPausedHandler.execute(new SetPromotionPausedCommand(id, body.paused));
  }
}
