import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiKey } from '../../domain/api-key.entity';
import { ApiKeyDto } from '../../dto/api-key.dto';

/** Every key, newest first, revoked ones too: staff see what was issued and when it was last used. */
@Injectable()
export class ListApiKeysHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(): Promise<ApiKeyDto[]> {
    const keys = await this.dataSource.getRepository(ApiKey).find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return keys.map(ApiKeyDto.from);
  }
}
