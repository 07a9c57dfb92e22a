import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { CreateApiKeyCommand } from './commands/create-api-key/create-api-key.command';
import { CreateApiKeyHandler } from './commands/create-api-key/create-api-key.handler';
import { RevokeApiKeyCommand } from './commands/revoke-api-key/revoke-api-key.command';
import { RevokeApiKeyHandler } from './commands/revoke-api-key/revoke-api-key.handler';
import { ApiKeyDto, ApiKeyWithSecretDto, CreateApiKeyDto } from './dto/api-key.dto';
import { AdminOnly, RequestWithUser } from './guards/auth.guards';
import { ListApiKeysHandler } from './queries/list-api-keys/list-api-keys.handler';

/** Integrators' keys (ADR 057), kept to admins signed in to the console: no key can make or revoke keys. */
@Controller('admin/api-keys')
@AdminOnly(null)
export class AdminApiKeysController {
  constructor(
    private readonly listApiKeysHandler: ListApiKeysHandler,
    private readonly createApiKeyHandler: CreateApiKeyHandler,
    private readonly revokeApiKeyHandler: RevokeApiKeyHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ApiKeyDto] })
  listApiKeys(): Promise<ApiKeyDto[]> {
    return this.listApiKeysHandler.execute();
  }

  /** The answer carries the secret: the only time it is shown. */
  @Post()
  @ApiCreatedResponse({ type: ApiKeyWithSecretDto })
  createApiKey(@Body() body: CreateApiKeyDto, @Req() req: RequestWithUser): Promise<ApiKeyWithSecretDto> {
    return this.createApiKeyHandler.execute(new CreateApiKeyCommand(body, req.user!.id));
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  revokeApiKey(@Param('id', new UuidParamPipe()) id: string): Promise<ApiKeyDto> {
    return this.revokeApiKeyHandler.execute(new RevokeApiKeyCommand(id));
  }
}
