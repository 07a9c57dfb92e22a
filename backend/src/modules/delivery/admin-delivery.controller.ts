import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly } from '../identity/guards/auth.guards';
import { DeleteDeliveryZoneCommand } from './commands/delete-delivery-zone/delete-delivery-zone.command';
import { DeleteDeliveryZoneHandler } from './commands/delete-delivery-zone/delete-delivery-zone.handler';
import { DeletePickupPointCommand } from './commands/delete-pickup-point/delete-pickup-point.command';
import { DeletePickupPointHandler } from './commands/delete-pickup-point/delete-pickup-point.handler';
import { SaveDeliveryZoneCommand } from './commands/save-delivery-zone/save-delivery-zone.command';
import { SaveDeliveryZoneHandler } from './commands/save-delivery-zone/save-delivery-zone.handler';
import { SavePickupPointCommand } from './commands/save-pickup-point/save-pickup-point.command';
import { SavePickupPointHandler } from './commands/save-pickup-point/save-pickup-point.handler';
import { SetDeliveryHolidaysCommand } from './commands/set-delivery-holidays/set-delivery-holidays.command';
import { SetDeliveryHolidaysHandler } from './commands/set-delivery-holidays/set-delivery-holidays.handler';
import { DeliveryHolidayDto, SetDeliveryHolidaysDto } from './dto/delivery-holiday.dto';
import { DeliverySettingsDto } from './dto/delivery-settings.dto';
import { DeliveryZoneDto, SaveDeliveryZoneDto } from './dto/delivery-zone.dto';
import { PickupPointDto, SavePickupPointDto } from './dto/pickup-point.dto';
import { GetDeliverySettingsHandler } from './queries/get-delivery-settings/get-delivery-settings.handler';
import { GetDeliverySettingsQuery } from './queries/get-delivery-settings/get-delivery-settings.query';

@Controller('admin/delivery')
@AdminOnly('delivery')
export class AdminDeliveryController {
  constructor(
    private readonly getDeliverySettingsHandler: GetDeliverySettingsHandler,
    private readonly saveDeliveryZoneHandler: SaveDeliveryZoneHandler,
    private readonly deleteDeliveryZoneHandler: DeleteDeliveryZoneHandler,
    private readonly savePickupPointHandler: SavePickupPointHandler,
    private readonly deletePickupPointHandler: DeletePickupPointHandler,
    private readonly setDeliveryHolidaysHandler: SetDeliveryHolidaysHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: DeliverySettingsDto })
  getDeliverySettings(): Promise<DeliverySettingsDto> {
    return this.getDeliverySettingsHandler.execute(new GetDeliverySettingsQuery());
  }

  @Post('zones')
  @ApiCreatedResponse({ type: DeliveryZoneDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  createDeliveryZone(@Body() body: SaveDeliveryZoneDto): Promise<DeliveryZoneDto> {
    return this.saveDeliveryZoneHandler.execute(new SaveDeliveryZoneCommand(body));
  }

  @Put('zones/:id')
  @ApiOkResponse({ type: DeliveryZoneDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  updateDeliveryZone(@Param('id', new UuidParamPipe()) id: string, @Body() body: SaveDeliveryZoneDto): Promise<DeliveryZoneDto> {
    return this.saveDeliveryZoneHandler.execute(new SaveDeliveryZoneCommand(body, id));
  }

  @Delete('zones/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto })
  deleteDeliveryZone(@Param('id', new UuidParamPipe()) id: string): Promise<void> {
    return this.deleteDeliveryZoneHandler.execute(new DeleteDeliveryZoneCommand(id));
  }

  @Post('pickup-points')
  @ApiCreatedResponse({ type: PickupPointDto })
  createPickupPoint(@Body() body: SavePickupPointDto): Promise<PickupPointDto> {
    return this.savePickupPointHandler.execute(new SavePickupPointCommand(body));
  }

  @Put('pickup-points/:id')
  @ApiOkResponse({ type: PickupPointDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  updatePickupPoint(@Param('id', new UuidParamPipe()) id: string, @Body() body: SavePickupPointDto): Promise<PickupPointDto> {
    return this.savePickupPointHandler.execute(new SavePickupPointCommand(body, id));
  }

  @Delete('pickup-points/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto })
  deletePickupPoint(@Param('id', new UuidParamPipe()) id: string): Promise<void> {
    return this.deletePickupPointHandler.execute(new DeletePickupPointCommand(id));
  }

  /** Replaces the days off staff set (the Eids, holidays declared at short notice). */
  @Put('holidays')
  @ApiOkResponse({ type: DeliveryHolidayDto, isArray: true })
  setDeliveryHolidays(@Body() body: SetDeliveryHolidaysDto): Promise<DeliveryHolidayDto[]> {
    return this.setDeliveryHolidaysHandler.execute(new SetDeliveryHolidaysCommand(body));
  }
}
