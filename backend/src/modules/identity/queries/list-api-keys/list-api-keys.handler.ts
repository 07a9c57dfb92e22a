import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiKey } from '../../domain/api-key.entity';
import { ApiKeyDto } from '../../dto/api-key.dto';

/** Every key, the working ones first, newest first; revoked ones after: staff see what was issued and when it was last used. */
@Injectable()
export class ListApiKeysHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(): Promise<ApiKeyDto[]> {
    const keys = await this.dataSource
      .getRepository(ApiKey)
      .createQueryBuilder('key')
      .orderBy('key."revokedAt" IS NOT NULL', 'ASC')
      .addOrderBy('key."createdAt"', 'DESC')
      .addOrderBy('key.id', 'ASC')
      .getMany();
    return keys.map(ApiKeyDto.from);
  }
}
