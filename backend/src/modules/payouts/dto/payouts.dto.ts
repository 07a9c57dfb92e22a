import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { SingleLine } from '../../../shared/http/plain-text.validator';

export const PAYOUT_ACCOUNT_TYPES = ['mobile_money', 'ghipss'] as const;
export const PAYOUT_STATUSES = ['sending', 'pending', 'paid', 'failed', 'reversed'] as const;
export const LEDGER_STATUSES = ['pending', 'payable', 'in-payout', 'paid', 'reversed'] as const;

export class SavePayoutAccountDto {
  /** mobile_money: a MoMo wallet; ghipss: a Ghanaian bank account. */
  @ApiProperty({ enum: PAYOUT_ACCOUNT_TYPES })
  @IsIn(PAYOUT_ACCOUNT_TYPES)
  type: 'mobile_money' | 'ghipss';

  /** The network's or bank's code, from the bank list (MTN, VOD, ATL for Mobile Money). */
  @IsString()
  @Matches(/^[A-Za-z0-9]{2,20}$/, { message: 'bankCode must be a code from the list' })
  bankCode: string;

  /** The MoMo number (024 123 4567 or +233 24 123 4567) or the bank account number. */
  @IsString()
  @SingleLine()
  @MaxLength(30)
  accountNumber: string;
}

export class PayoutBankDto {
  code: string;
  name: string;
  @ApiProperty({ enum: PAYOUT_ACCOUNT_TYPES })
  type: string;
}

export class PayoutAccountDto {
  @ApiProperty({ enum: PAYOUT_ACCOUNT_TYPES })
  type: string;
  bankCode: string;
  bankName: string;
  /** Masked: "024•••4567". */
  accountNumber: string;
  /** The holder's name as Paystack resolved it. */
  accountName: string;
  updatedAt: string;
}

/** GET payout-account: no account yet is a normal state (a new supplier), so it is null, never a 404. */
export class CurrentPayoutAccountDto {
  @ApiProperty({ nullable: true, type: PayoutAccountDto })
  account: PayoutAccountDto | null;
}

export class EarningsUnitDto {
  /**
   * The order number's last block, as `GH-…-S553`: enough to speak of a sale with the shop. Never
   * the whole number, which opens the order's public tracking page (the shopper's name and address).
   */
  orderReference: string;
  productName: string;
  /** Pesewas; negative for a return taken off after it was paid. */
  amount: number;
  @ApiProperty({ enum: ['unit', 'adjustment'] })
  kind: string;
  @ApiProperty({ enum: LEDGER_STATUSES })
  status: string;
  deliveredAt: string;
  /** When it is (or was) payable: delivery plus the return window or the payment terms, whichever is longer. */
  payableAt: string;
  /** Set when the unit came back. */
  @ApiProperty({ nullable: true, type: String })
  returnedAt: string | null;
}

export class PayoutSummaryDto {
  reference: string;
  /** Pesewas. */
  amount: number;
  @ApiProperty({ enum: PAYOUT_STATUSES })
  status: string;
  destination: string;
  createdAt: string;
  @ApiProperty({ nullable: true, type: String })
  settledAt: string | null;
}

export class SupplierPayoutDto extends PayoutSummaryDto {
  @ApiProperty({ type: [EarningsUnitDto] })
  units: EarningsUnitDto[];
}

export class SupplierEarningsDto {
  /** Pesewas delivered but not yet payable (the return window or the terms still run). */
  pending: number;
  /** Pesewas payable now, less returns taken off. */
  payable: number;
  /** Pesewas in a transfer on its way. */
  inPayout: number;
  /** Pesewas paid, all time. */
  paid: number;
  paymentTermsDays: number;
  /** Units not yet in a payout (pending or payable), newest first. */
  @ApiProperty({ type: [EarningsUnitDto] })
  unpaid: EarningsUnitDto[];
  @ApiProperty({ type: [SupplierPayoutDto] })
  payouts: SupplierPayoutDto[];
}

export class PayableSupplierDto {
  supplierId: string;
  businessName: string;
  /** Pesewas payable now (less returns taken off). */
  payable: number;
  /** Units in that amount. */
  units: number;
  /** Pesewas not yet payable. */
  pending: number;
  /** Where the transfer goes, or null when the supplier has no payout account yet. */
  @ApiProperty({ nullable: true, type: String })
  destination: string | null;
  /** A transfer to this supplier is still on its way: the next run waits for it. */
  payoutOnItsWay: boolean;
}

export class AdminPayoutDto extends PayoutSummaryDto {
  supplierId: string;
  businessName: string;
  @ApiProperty({ nullable: true, type: String })
  detail: string | null;
}

export class AdminPayoutsDto {
  @ApiProperty({ type: [PayableSupplierDto] })
  suppliers: PayableSupplierDto[];
  /** The latest 50 payouts. */
  @ApiProperty({ type: [AdminPayoutDto] })
  payouts: AdminPayoutDto[];
  /** Whether transfers can be sent (Paystack configured, or TEST MODE). */
  transfersAvailable: boolean;
}

export class RunPayoutsDto {
  /** A new id for each press of "Pay", the same on a retry of that press: the run is paid once. */
  @IsUUID()
  runId: string;
}

export const SKIP_REASONS = ['no-payout-account', 'payout-on-its-way', 'nothing-payable'] as const;

export class SkippedSupplierDto {
  supplierId: string;
  businessName: string;
  @ApiProperty({ enum: SKIP_REASONS })
  reason: string;
}

export class PayoutRunDto {
  runId: string;
  @ApiProperty({ type: [AdminPayoutDto] })
  payouts: AdminPayoutDto[];
  @ApiProperty({ type: [SkippedSupplierDto] })
  skipped: SkippedSupplierDto[];
}

/** NODE_ENV=test only: an order's supplier units as if it had been delivered `days` ago (browser journeys cannot wait 30 days). */
export class BackdateDeliveryDto {
  @IsString()
  @SingleLine()
  @MaxLength(50)
  orderNumber: string;

  @IsInt()
  @Min(1)
  @Max(365)
  days: number;
}
