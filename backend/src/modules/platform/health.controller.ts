import { Controller, Get, Query, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { CheckReadinessHandler } from './queries/check-readiness/check-readiness.handler';
import { ReadinessDto, ReadinessQueryDto } from './queries/check-readiness/readiness.dto';

export class HealthDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';
}

/**
 * For load balancers and container health checks. /health: this instance is up and its database
 * answers. /health/ready: everything a shopper's request may need answers (ADR 074);
 * /health/ready?redis=optional: the same but Redis, which a replica can sell without (ADR 076).
 */
@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly readiness: CheckReadinessHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto })
  async getHealth(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('The database is not answering');
    }
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Names each part that did not answer' })
  getReadiness(@Query() { redis }: ReadinessQueryDto): Promise<ReadinessDto> {
    return this.readiness.execute({ redisOptional: redis === 'optional' });
  }
}
