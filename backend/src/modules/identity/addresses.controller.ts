import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { DeleteAddressCommand } from './commands/delete-address/delete-address.command';
import { DeleteAddressHandler } from './commands/delete-address/delete-address.handler';
import { SaveAddressCommand } from './commands/save-address/save-address.command';
import { SaveAddressHandler } from './commands/save-address/save-address.handler';
import { SetDefaultAddressCommand } from './commands/set-default-address/set-default-address.command';
import { SetDefaultAddressHandler } from './commands/set-default-address/set-default-address.handler';
import { UpdateAddressCommand } from './commands/update-address/update-address.command';
import { UpdateAddressHandler } from './commands/update-address/update-address.handler';
import { SavedAddressDto, SavedAddressInputDto } from './dto/saved-address.dto';
import { RequestWithUser, SignedInGuard } from './guards/auth.guards';
import { ListAddressesQuery } from './queries/list-addresses/list-addresses.query';
import { ListAddressesHandler } from './queries/list-addresses/list-addresses.handler';

/**
 * The signed-in customer's saved addresses (issue 35, ADR 064). A tag of its own: only checkout and
 * the account page load its generated client, never the storefront's first load.
 */
@ApiTags('addresses')
@Controller('account/addresses')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Not signed in' })
export class AddressesController {
  constructor(
    private readonly listAddresses: ListAddressesHandler,
    private readonly saveAddressHandler: SaveAddressHandler,
    private readonly updateAddressHandler: UpdateAddressHandler,
    private readonly deleteAddressHandler: DeleteAddressHandler,
    private readonly setDefaultAddressHandler: SetDefaultAddressHandler,
  ) {}

  /** The customer's addresses, the default first, then the newest. */
  @Get()
  @ApiOkResponse({ type: [SavedAddressDto] })
  listSavedAddresses(@Req() req: RequestWithUser): Promise<SavedAddressDto[]> {
    return this.listAddresses.execute(new ListAddressesQuery(req.user!.id));
  }

  /** Keeps a new address; the first one is the default. At most five. */
  @Post()
  @ApiCreatedResponse({ type: SavedAddressDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'A field is missing or malformed (named in fields)' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Five addresses are kept already' })
  saveAddress(@Body() body: SavedAddressInputDto, @Req() req: RequestWithUser): Promise<SavedAddressDto> {
    return this.saveAddressHandler.execute(new SaveAddressCommand(req.user!.id, body));
  }

  /** Replaces one of the customer's addresses (every field, as when adding). */
  @Put(':id')
  @ApiOkResponse({ type: SavedAddressDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such address of yours' })
  updateAddress(@Param('id', new UuidParamPipe('id')) id: string, @Body() body: SavedAddressInputDto, @Req() req: RequestWithUser): Promise<SavedAddressDto> {
    return this.updateAddressHandler.execute(new UpdateAddressCommand(req.user!.id, id, body));
  }

  /** Deletes one; when it was the default, the most recently added other one becomes the default. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such address of yours' })
  deleteAddress(@Param('id', new UuidParamPipe('id')) id: string, @Req() req: RequestWithUser): Promise<void> {
    return this.deleteAddressHandler.execute(new DeleteAddressCommand(req.user!.id, id));
  }

  /** Makes it the default, the one checkout picks first. */
  @Put(':id/default')
  @ApiOkResponse({ type: SavedAddressDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such address of yours' })
  setDefaultAddress(@Param('id', new UuidParamPipe('id')) id: string, @Req() req: RequestWithUser): Promise<SavedAddressDto> {
    return this.setDefaultAddressHandler.execute(new SetDefaultAddressCommand(req.user!.id, id));
  }
}
