import { Body, Controller, Get, Put, Query, Req, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiQuery, ApiServiceUnavailableResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit } from '../../shared/http/rate-limit';
import { InvalidInputError } from '../../shared/http/domain-errors';
import { PaymentProviders } from '../payments/payment-providers';
import { ProviderUnavailableError } from '../payments/providers/provider-unavailable.error';
import { ApprovedSupplierGuard, RequestWithSupplier, SupplierGuard } from '../suppliers/guards/supplier.guards';
import { SavePayoutAccountHandler } from './commands/save-payout-account.handler';
import { PayoutAccount } from './domain/payout-account.entity';
import { maskedAccount } from '../payments/providers/mobile-money';
import { CurrentPayoutAccountDto, PAYOUT_ACCOUNT_TYPES, PayoutAccountDto, PayoutBankDto, SavePayoutAccountDto, SupplierEarningsDto } from './dto/payouts.dto';
import { SupplierEarningsHandler } from './queries/supplier-earnings.handler';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

function accountDto(account: PayoutAccount): PayoutAccountDto {
  const { type, bankCode, bankName, accountName } = account;
  return { type, bankCode, bankName, accountName, accountNumber: maskedAccount(account.accountNumber), updatedAt: account.updatedAt.toISOString() };
}

/** The supplier portal's earnings and payout account (ADR 070): its own session, its own figures only. */
@ApiTags('suppliers')
@Controller('suppliers')
@UseGuards(SupplierGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto })
export class SupplierPayoutsController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly savePayoutAccountHandler: SavePayoutAccountHandler,
    private readonly supplierEarningsHandler: SupplierEarningsHandler,
  ) {}

  @Get('earnings')
  @ApiOkResponse({ type: SupplierEarningsDto })
  supplierEarnings(@Req() req: RequestWithSupplier): Promise<SupplierEarningsDto> {
    return this.supplierEarningsHandler.execute(req.supplier!.id);
  }

  /** The networks (mobile_money) or banks (ghipss) Paystack pays into. */
  @Get('payout-banks')
  @ApiQuery({ name: 'type', enum: PAYOUT_ACCOUNT_TYPES })
  @ApiOkResponse({ type: [PayoutBankDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto })
  async listPayoutBanks(@Query('type') type: string): Promise<PayoutBankDto[]> {
    if (type !== 'mobile_money' && type !== 'ghipss') throw new InvalidInputError({ type: ['type must be mobile_money or ghipss'] });
    const transfers = this.providers.transfers();
    if (!transfers) throw new ServiceUnavailableException('Payouts are not available: Paystack is not configured');
    try {
      return await transfers.banks(type);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw new ServiceUnavailableException('Paystack cannot be reached right now: try again in a few minutes');
      throw error;
    }
  }

  @Get('payout-account')
  @ApiOkResponse({ type: CurrentPayoutAccountDto })
  async getPayoutAccount(@Req() req: RequestWithSupplier): Promise<CurrentPayoutAccountDto> {
    const account = await this.dataSource.getRepository(PayoutAccount).findOneBy({ supplierId: req.supplier!.id });
    return { account: account ? accountDto(account) : null };
  }

  /** Checked with Paystack (the holder's name) and registered as a transfer recipient; replaces the earlier account. */
  @Put('payout-account')
  @UseGuards(ApprovedSupplierGuard)
  @RateLimit('supplier-payout-account', 10, 3600)
  @ApiOkResponse({ type: PayoutAccountDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not approved yet' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto })
  async savePayoutAccount(@Req() req: RequestWithSupplier, @Body() body: SavePayoutAccountDto): Promise<PayoutAccountDto> {
    return accountDto(await this.savePayoutAccountHandler.execute(req.supplier!.id, body));
  }
}
