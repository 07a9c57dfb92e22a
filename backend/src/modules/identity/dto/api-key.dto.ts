import { ApiProperty } from '@nestjs/swagger';
import { ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { SingleLine } from '../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../shared/http/trimmed.decorator';
import type { ApiKey } from '../domain/api-key.entity';
import { API_KEY_SCOPES } from '../domain/api-key-scopes';

export class CreateApiKeyDto {
  /** What uses the key ("Accounting sync", "Courier"). */
  @Trimmed()
  @IsString()
  @SingleLine()
  @MinLength(1)
  @MaxLength(60)
  name: string;

  /** `<area>:read` lets it read an area of the console, `<area>:write` change it; at least one: a key with none could do nothing. */
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, uniqueItems: true })
  @IsArray()
  @ArrayNotEmpty({ message: 'Choose at least one area the key may read or change: a key without any can do nothing' })
  @ArrayUnique()
  @IsIn(API_KEY_SCOPES, { each: true })
  scopes: string[];

  /** Days until the key stops working; absent or null: it works until revoked. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(730)
  expiresInDays?: number | null;
}

export class ApiKeyDto {
  id: string;
  name: string;
  /** The secret's start (`sk_live_`, or `sk_test_` for a key made in TEST MODE, and four characters), to tell keys apart; the secret is shown once. */
  prefix: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true })
  scopes: string[];
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** To the minute: a key's use is written at most once a minute. */
  lastUsedAt: Date | null;

  static from(key: ApiKey): ApiKeyDto {
    const { id, name, prefix, scopes, createdAt, expiresAt, revokedAt, lastUsedAt } = key;
    return { id, name, prefix, scopes, createdAt, expiresAt, revokedAt, lastUsedAt };
  }
}

/** Answered once, when the key is made. */
export class ApiKeyWithSecretDto extends ApiKeyDto {
  /**
   * Send it as `Authorization: Bearer <secret>`; the shop keeps only a hash and cannot show it again.
   * It starts `sk_test_` when the shop takes TEST MODE payments, else `sk_live_`.
   */
  @ApiProperty({ example: 'sk_live_3q2b3LUGzWbq1x6PZ3pY9c5Vv0Qm8sXkR1tJcHdN0aE' })
  secret: string;
}
