import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { AdminOnly } from '../identity/guards/auth.guards';
import type { User } from '../identity/domain/user.entity';
import { SuppliersService } from '../suppliers/suppliers.service';
import { RunPayoutsCommand, RunPayoutsHandler } from './commands/run-payouts.handler';
import { AdminPayoutsDto, PayoutRunDto, RunPayoutsDto } from './dto/payouts.dto';
import { adminPayoutDto, AdminPayoutsHandler } from './queries/admin-payouts.handler';

/** Staff pay suppliers here (ADR 070). Money leaves the shop: sessions only, no API key reaches it. */
@Controller('admin/payouts')
@AdminOnly(null)
export class AdminPayoutsController {
  constructor(
    private readonly adminPayoutsHandler: AdminPayoutsHandler,
    private readonly runPayoutsHandler: RunPayoutsHandler,
    private readonly suppliers: SuppliersService,
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
}
