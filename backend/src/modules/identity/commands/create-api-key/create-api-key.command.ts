import type { CreateApiKeyDto } from '../../dto/api-key.dto';

export class CreateApiKeyCommand {
  constructor(
    readonly fields: CreateApiKeyDto,
    /** The admin the key will act for. */
    readonly createdById: string,
  ) {}
}
