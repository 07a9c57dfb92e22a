import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { RequestWithApiKey } from './api-keys/api-key-authenticator';
import { ApiKeyDto } from './dto/api-key.dto';
import { ApiKeyOnly } from './guards/auth.guards';

/** For integrators' own code: what the key it holds may do, before it tries. */
@Controller('integrations')
@ApiKeyOnly()
export class IntegrationsController {
  /** The key that calls: its name, scopes and expiry. */
  @Get('key')
  @ApiOkResponse({ type: ApiKeyDto })
  currentApiKey(@Req() req: RequestWithApiKey): ApiKeyDto {
    return ApiKeyDto.from(req.apiKey!);
  }
}
