import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../../config/app-config';
import type { PaymentsConfig } from '../../../../config/payments-config';
import { newApiKeySecret } from '../../api-keys/api-key-secret';
import { ApiKey } from '../../domain/api-key.entity';
import { ApiKeyDto, ApiKeyWithSecretDto } from '../../dto/api-key.dto';
import { CreateApiKeyCommand } from './create-api-key.command';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new key (`sk_test_` in a TEST MODE shop, else `sk_live_`); the answer is the only place its secret ever appears. */
@Injectable()
export class CreateApiKeyHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: { payments: Pick<PaymentsConfig, 'testMode'> },
  ) {}

  async execute({ fields, createdById }: CreateApiKeyCommand): Promise<ApiKeyWithSecretDto> {
    const { secret, prefix, secretHash } = newApiKeySecret(this.config.payments.testMode);
    const key = await this.dataSource.getRepository(ApiKey).save({
      name: fields.name,
      prefix,
      secretHash,
      scopes: [...fields.scopes].sort(),
      createdById,
      expiresAt: fields.expiresInDays ? new Date(Date.now() + fields.expiresInDays * DAY_MS) : null,
      revokedAt: null,
      lastUsedAt: null,
    });
    return { ...ApiKeyDto.from(key), secret };
  }
}
