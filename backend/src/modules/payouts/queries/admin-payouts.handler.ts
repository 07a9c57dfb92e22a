import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PaymentProviders } from '../../payments/payment-providers';
import { SuppliersService } from '../../suppliers/suppliers.service';
import { maskedAccount } from '../../payments/providers/mobile-money';
import { DUE } from '../domain/payout-rules';
import { Payout } from '../domain/payout.entity';
import { AdminPayoutDto, AdminPayoutsDto } from '../dto/payouts.dto';

/** The console's Payouts tab: what each supplier is owed now and later, and the latest transfers. */
@Injectable()
export class AdminPayoutsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly suppliers: SuppliersService,
    private readonly providers: PaymentProviders,
  ) {}

  async execute(): Promise<AdminPayoutsDto> {
    const owed: { supplierId: string; payable: string; units: string; pending: string; bankName: string | null; accountNumber: string | null; onItsWay: boolean }[] = await this.dataSource.query(
      `SELECT l."supplierId",
              COALESCE(sum(l.amount) FILTER (WHERE l.status = 'open' AND ${DUE}), 0) AS payable,
              count(*) FILTER (WHERE l.status = 'open' AND l.kind = 'unit' AND ${DUE}) AS units,
              COALESCE(sum(l.amount) FILTER (WHERE l.status = 'open' AND NOT ${DUE}), 0) AS pending,
              a."bankName", a."accountNumber",
              EXISTS (SELECT 1 FROM supplier_payouts p WHERE p."supplierId" = l."supplierId" AND p.status IN ('sending', 'pending')) AS "onItsWay"
         FROM supplier_ledger_entries l LEFT JOIN supplier_payout_accounts a ON a."supplierId" = l."supplierId"
        WHERE l.status IN ('open', 'in-payout')
        GROUP BY l."supplierId", a."bankName", a."accountNumber"`,
    );
    const payouts = await this.dataSource.getRepository(Payout).find({ order: { createdAt: 'DESC' }, take: 50 });
    const names = await this.suppliers.businessNames([...new Set([...owed.map((row) => row.supplierId), ...payouts.map((payout) => payout.supplierId)])]);
    return {
      suppliers: owed
        .map((row) => ({
          supplierId: row.supplierId,
          businessName: names.get(row.supplierId) ?? 'Unknown supplier',
          payable: Number(row.payable),
          units: Number(row.units),
          pending: Number(row.pending),
          destination: row.bankName && row.accountNumber ? `${row.bankName} ${maskedAccount(row.accountNumber)}` : null,
          payoutOnItsWay: row.onItsWay,
        }))
        .sort((a, b) => b.payable - a.payable || a.businessName.localeCompare(b.businessName)),
      payouts: payouts.map((payout) => adminPayoutDto(payout, names)),
      transfersAvailable: this.providers.transfers() !== null,
    };
  }
}

export function adminPayoutDto(payout: Payout, names: Map<string, string>): AdminPayoutDto {
  return {
    reference: payout.reference,
    supplierId: payout.supplierId,
    businessName: names.get(payout.supplierId) ?? 'Unknown supplier',
    amount: payout.amount,
    status: payout.status,
    destination: payout.destination,
    detail: payout.detail,
    createdAt: payout.createdAt.toISOString(),
    settledAt: payout.settledAt ? payout.settledAt.toISOString() : null,
  };
}
