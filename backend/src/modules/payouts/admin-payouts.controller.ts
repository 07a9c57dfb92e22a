import { Body, Controller, Get, HttpCode, HttpStatus, Inject, NotFoundException, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Request } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { AdminOnly } from '../identity/guards/auth.guards';
import type { User } from '../identity/domain/user.entity';
import { SuppliersService } from '../suppliers/suppliers.service';
import { RunPayoutsCommand, RunPayoutsHandler } from './commands/run-payouts.handler';
import { AdminPayoutsDto, BackdateDeliveryDto, PayoutRunDto, RunPayoutsDto } from './dto/payouts.dto';
import { adminPayoutDto, AdminPayoutsHandler } from './queries/admin-payouts.handler';

/** Staff pay suppliers here (ADR 070). Money leaves the shop: sessions only, no API key reaches it. */
@Controller('admin/payouts')
@AdminOnly(null)
export class AdminPayoutsController {
  constructor(
    private readonly adminPayoutsHandler: AdminPayoutsHandler,
    private readonly runPayoutsHandler: RunPayoutsHandler,
    private readonly suppliers: SuppliersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminPayoutsDto })
  listPayouts(): Promise<AdminPayoutsDto> {
    return this.adminPayoutsHandler.execute();
  }

  /** Pays every supplier what is payable, one transfer each; the same runId again pays nothing twice. */
  @Post('runs')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PayoutRunDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  async runPayouts(@Body() body: RunPayoutsDto, @Req() req: Request & { user?: User }): Promise<PayoutRunDto> {
    const result = await this.runPayoutsHandler.execute(new RunPayoutsCommand(body.runId, req.user?.email ?? 'staff'));
    const names = await this.suppliers.businessNames([...new Set([...result.payouts.map((payout) => payout.supplierId), ...result.skipped.map((skip) => skip.supplierId)])]);
    return {
      runId: body.runId,
      payouts: result.payouts.map((payout) => adminPayoutDto(payout, names)),
      skipped: result.skipped.map((skip) => ({ ...skip, businessName: names.get(skip.supplierId) ?? 'Unknown supplier' })),
    };
  }

  /**
   * NODE_ENV=test only (404 otherwise): the order's supplier units as if delivered `days` ago, so a
   * browser journey can see them become payable. Touches the ledger's own copy of the delivery time.
   */
  @Post('test-hooks/backdate')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async backdateDelivery(@Body() body: BackdateDeliveryDto): Promise<void> {
    if (!this.config.testHooks) throw new NotFoundException('Not found');
    const [, changed]: [unknown, number] = await this.dataSource.query(
      `UPDATE supplier_ledger_entries SET "deliveredAt" = now() - $2 * interval '1 day' WHERE "orderNumber" = $1 AND kind = 'unit' AND status = 'open'`,
      [body.orderNumber.trim().toUpperCase(), body.days],
    );
    if (changed === 0) throw new NotFoundException('No open supplier units on this order');
  }
}
