import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { ApiKey } from '../../domain/api-key.entity';
import { ApiKeyDto } from '../../dto/api-key.dto';
import { RevokeApiKeyCommand } from './revoke-api-key.command';

/** The key stops working with its next call; it stays listed with when it was revoked. Revoking twice keeps the first time. */
@Injectable()
export class RevokeApiKeyHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ id }: RevokeApiKeyCommand): Promise<ApiKeyDto> {
    const repository = this.dataSource.getRepository(ApiKey);
    await repository.createQueryBuilder().update().set({ revokedAt: () => 'now()' }).where('id = :id AND "revokedAt" IS NULL', { id }).execute();
    const key = await repository.findOneBy({ id });
    if (!key) throw new NotFoundError('API key not found');
    return ApiKeyDto.from(key);
  }
}
