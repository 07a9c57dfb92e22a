import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const REDIS_NEEDS = ['required', 'optional'] as const;

export class ReadinessQueryDto {
  @ApiPropertyOptional({
    enum: REDIS_NEEDS,
    default: 'required',
    description:
      "'optional' for a proxy choosing where to send shoppers: a Redis every replica shares being down must not take them all out, since each counts its rate limits alone meanwhile",
  })
  @IsOptional()
  @IsIn(REDIS_NEEDS)
  redis?: (typeof REDIS_NEEDS)[number];
}

export class ReadinessDto {
  @ApiProperty({ example: 'ready' })
  status: 'ready';

  @ApiProperty({ enum: ['ok'], example: 'ok' })
  database: 'ok';

  @ApiProperty({ enum: ['ok', 'not configured', 'unreachable'], example: 'ok', description: "'not configured' when REDIS_URL is unset; 'unreachable' only with ?redis=optional" })
  redis: 'ok' | 'not configured' | 'unreachable';

  @ApiProperty({ enum: ['ok'], example: 'ok', description: 'The S3 bucket (HeadBucket), or the photo folder when no bucket is set' })
  photoStore: 'ok';
}
