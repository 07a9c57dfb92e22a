import { ApiProperty } from '@nestjs/swagger';

export class ReadinessDto {
  @ApiProperty({ example: 'ready' })
  status: 'ready';

  @ApiProperty({ enum: ['ok'], example: 'ok' })
  database: 'ok';

  @ApiProperty({ enum: ['ok', 'not configured'], example: 'ok', description: "'not configured' when REDIS_URL is unset" })
  redis: 'ok' | 'not configured';

  @ApiProperty({ enum: ['ok'], example: 'ok', description: 'The S3 bucket (HeadBucket), or the photo folder when no bucket is set' })
  photoStore: 'ok';
}
