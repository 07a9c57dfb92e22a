import { Controller, Get, Header, Inject, OnModuleInit, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Response } from 'express';
import { Registry } from 'prom-client';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { processMetrics, startDefaultMetrics } from '../../../shared/metrics/process-metrics';
import { DatabaseMetrics } from './database-metrics';
import { MetricsTokenGuard } from './metrics-token.guard';

/**
 * Prometheus' scrape target, outside /api (no global prefix) and outside the OpenAPI document: it
 * is for the shop's operators, not for integrators or the storefront's generated client (ADR 073).
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly database: DatabaseMetrics,
  ) {}

  onModuleInit(): void {
    if (this.config.metricsToken) startDefaultMetrics();
  }

  @Get()
  @UseGuards(MetricsTokenGuard)
  @Header('Cache-Control', 'no-store')
  async getMetrics(@Res({ passthrough: true }) res: Response): Promise<string> {
    await this.database.refresh();
    const registry = Registry.merge([processMetrics, this.database.registry]);
    res.setHeader('Content-Type', registry.contentType);
    return registry.metrics();
  }
}
