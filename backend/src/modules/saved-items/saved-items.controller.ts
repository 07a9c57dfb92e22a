import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { RequestWithUser, SignedInGuard } from '../identity/guards/auth.guards';
import { MergeSavedItemsCommand } from './commands/merge-saved-items/merge-saved-items.command';
import { MergeSavedItemsHandler } from './commands/merge-saved-items/merge-saved-items.handler';
import { SaveItemCommand } from './commands/save-item/save-item.command';
import { SaveItemHandler } from './commands/save-item/save-item.handler';
import { UnsaveItemCommand } from './commands/unsave-item/unsave-item.command';
import { UnsaveItemHandler } from './commands/unsave-item/unsave-item.handler';
import { MergedSavedItemsDto, MergeSavedItemsDto, SavedItemsDto } from './dto/saved-item.dto';
import { ListSavedItemsHandler } from './queries/list-saved-items/list-saved-items.handler';
import { ListSavedItemsQuery } from './queries/list-saved-items/list-saved-items.query';

/**
 * Issue 35: the hearts of a signed-in customer, kept across devices. A tag of its own, so its
 * client is loaded after the page, never with the storefront's first load.
 */
@ApiTags('saved-items')
@Controller('account/saved-items')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
export class SavedItemsController {
  constructor(
    private readonly listSavedItemsHandler: ListSavedItemsHandler,
    private readonly saveItemHandler: SaveItemHandler,
    private readonly unsaveItemHandler: UnsaveItemHandler,
    private readonly mergeSavedItemsHandler: MergeSavedItemsHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: SavedItemsDto })
  listSavedItems(@Req() req: RequestWithUser): Promise<SavedItemsDto> {
    return this.listSavedItemsHandler.execute(new ListSavedItemsQuery(req.user!.id));
  }

  /** Adds the guest's browser-kept products at sign-in; answers the list and what was skipped. */
  @Post('merge')
  @HttpCode(200)
  @ApiOkResponse({ type: MergedSavedItemsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'productIds is not a list of at most 200 UUIDs' })
  async mergeSavedItems(@Req() req: RequestWithUser, @Body() body: MergeSavedItemsDto): Promise<MergedSavedItemsDto> {
    const { skipped } = await this.mergeSavedItemsHandler.execute(new MergeSavedItemsCommand(req.user!.id, body.productIds));
    return { ...(await this.listSavedItemsHandler.execute(new ListSavedItemsQuery(req.user!.id))), skipped };
  }

  /** Saves a product (saving it again changes nothing). */
  @Put(':productId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such product on sale' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The customer already keeps the most saved items allowed' })
  async saveItem(@Req() req: RequestWithUser, @Param('productId', new UuidParamPipe('productId')) productId: string): Promise<void> {
    await this.saveItemHandler.execute(new SaveItemCommand(req.user!.id, productId));
  }

  /** Lets a product go (one not saved is no error). */
  @Delete(':productId')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ApiErrorDto })
  async unsaveItem(@Req() req: RequestWithUser, @Param('productId', new UuidParamPipe('productId')) productId: string): Promise<void> {
    await this.unsaveItemHandler.execute(new UnsaveItemCommand(req.user!.id, productId));
  }
}
