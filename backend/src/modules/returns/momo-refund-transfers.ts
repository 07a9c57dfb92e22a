import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderingService } from '../ordering/ordering.service';
import { PaymentProviders } from '../payments/payment-providers';
import { maskedAccount, momoNetworksToTry, momoNumber } from '../payments/providers/mobile-money';
import type { TransferStatus } from '../payments/providers/transfer-provider';
import { ReturnRequest } from './domain/return-request.entity';
import { lockReturn, step, tellShopper } from './domain/return-steps';

/** How long one instance's send is left alone before another (reconciliation) may send the same reference again. */
export const REFUND_SEND_CLAIM_SECONDS = 120;

/** A refund transfer's reference: Paystack's form (lowercase, digits, 16-50 long), new for each attempt. */
export function refundTransferReference(): string {
  return `rf_${randomBytes(20).toString('hex')}`;
}

export const REFUND_REFERENCE_PREFIX = 'rf_';

/** The wallet a pay-on-delivery order's refund goes to: the order's phone, when it is a Ghana Mobile Money number (as parsed at the order, else as typed). */
export function refundWallet(order: { phone: string; phoneE164: string | null }): string | null {
  return momoNumber(order.phoneE164 ?? order.phone);
}

/**
 * A pay-on-delivery order's refund, sent by Paystack Transfers to the order's Mobile Money number
 * (issue 34). The refund handler claims it (refundStatus 'sending', a new reference) and commits;
 * from there only the instance that claims the send (a conditional update of `refundSendingAt`)
 * calls Paystack, always under that reference, so Paystack pays it once however often it is sent.
 * The outcome comes from the answer, the transfer webhooks or reconciliation, and is applied once.
 */
@Injectable()
export class MomoRefundTransfers {
  private readonly logger = new Logger(MomoRefundTransfers.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly orders: OrderingService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Whether refunds can go by transfer at all: Paystack (or its TEST MODE sandbox) is configured. */
  available(): boolean {
    return this.providers.transfers() !== null;
  }

  async send(returnId: string): Promise<void> {
    const [claimed]: [{ id: string; refundReference: string; refundPesewas: number; returnNumber: string; orderId: string }[], number] = await this.dataSource.query(
      `UPDATE returns SET "refundSendingAt" = now(), "updatedAt" = now()
        WHERE id = $1 AND "refundStatus" = 'sending' AND "refundVia" = 'momo-transfer'
          AND ("refundSendingAt" IS NULL OR "refundSendingAt" < now() - $2 * interval '1 second')
        RETURNING id, "refundReference", "refundPesewas", "returnNumber", "orderId"`,
      [returnId, REFUND_SEND_CLAIM_SECONDS],
    );
    if (claimed.length === 0) return;
    const row = claimed[0];
    const transfers = this.providers.transfers();
    if (!transfers) return this.oweByHand(row.id, 'Paystack is no longer configured: send it by Mobile Money by hand, then mark it paid');
    const order = await this.orders.findForReturn(this.dataSource.manager, { id: row.orderId });
    const wallet = order ? refundWallet(order) : null;
    if (!wallet) return this.oweByHand(row.id, "The order's phone is no Ghana Mobile Money number: send it by hand, then mark it paid");
    try {
      let found: { bankCode: string; holder: string } | null = null;
      for (const bankCode of momoNetworksToTry(wallet)) {
        const holder = await transfers.resolveAccount(wallet, bankCode);
        if (holder) {
          found = { bankCode, holder };
          break;
        }
      }
      if (!found) return await this.oweByHand(row.id, `Paystack finds no Mobile Money wallet on ${maskedAccount(wallet)}: send it by hand, then mark it paid`);
      const recipientCode = await transfers.createRecipient({ type: 'mobile_money', name: found.holder, accountNumber: wallet, bankCode: found.bankCode });
      const sent = await transfers.transfer({ amount: row.refundPesewas, recipientCode, reference: row.refundReference, reason: `Refund ${row.returnNumber}` });
      if (sent.outcome !== 'unknown') return await this.apply(row.refundReference, sent);
      // Refused: a transfer Paystack already has under this reference stands; with none, nothing was paid.
      const known = await transfers.verifyTransfer(row.refundReference);
      await this.apply(row.refundReference, known.outcome === 'unknown' ? { ...known, outcome: 'failed', detail: sent.detail } : known);
    } catch (error) {
      // Sent or not is not known: reconciliation asks Paystack under the same reference.
      this.logger.warn(`Refund transfer of ${row.returnNumber} left to reconciliation: ${(error as Error).message}`);
    }
  }

  /** What Paystack said of a refund transfer; 'pending' leaves it on its way, as does a reference Paystack never had. */
  async apply(reference: string, status: TransferStatus): Promise<void> {
    if (status.outcome === 'paid' || status.outcome === 'failed' || status.outcome === 'reversed') await this.settle(reference, status.outcome, status.detail);
  }

  /**
   * Paid: the return is refunded (the order's refunded amount grows, the shopper is told). Failed:
   * nothing was paid, staff may refund again (a new reference). Reversed after paid: the money came
   * back to the shop, so the order's refunded amount shrinks and staff may send it again. Each only
   * from the state it follows, under the return's row lock: a repeated webhook changes nothing.
   */
  async settle(reference: string, outcome: 'paid' | 'failed' | 'reversed', detail: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(ReturnRequest, { where: { refundReference: reference }, select: { id: true } });
      if (!found) return false;
      const row = await lockReturn(manager, found.id);
      if (outcome === 'paid' && row.refundStatus === 'sending') {
        row.refundStatus = 'sent';
        row.status = 'refunded';
        row.timeline = [...row.timeline, step('refund-sent', 'paystack', `Mobile Money transfer paid (${detail})`)];
        await this.orders.recordRefund(manager, row.orderId, row.refundPesewas);
        await tellShopper(manager, this.orders, this.notifications, await manager.save(row), 'refunded');
        return true;
      }
      if (outcome !== 'paid' && row.refundStatus === 'sending') {
        row.refundStatus = 'failed';
        row.timeline = [...row.timeline, step('refund-failed', 'paystack', `The Mobile Money transfer ${outcome === 'reversed' ? 'was reversed' : 'failed'}: nothing was paid; refund again to send a new one (${detail})`)];
        await manager.save(row);
        return true;
      }
      if (outcome === 'reversed' && row.refundStatus === 'sent' && row.status === 'refunded') {
        row.refundStatus = 'failed';
        row.status = 'inspected';
        row.timeline = [...row.timeline, step('refund-failed', 'paystack', `The Mobile Money transfer was reversed: the money came back to the shop; refund again to send it (${detail})`)];
        await this.orders.recordRefund(manager, row.orderId, -row.refundPesewas);
        await manager.save(row);
        return true;
      }
      return false;
    });
  }

  /**
   * Refund transfers that went quiet: claimed by an instance that died, Paystack unreachable, or no
   * webhook yet. Each is asked about by its reference; one Paystack never had is sent again under it.
   */
  async reconcile(): Promise<number> {
    const transfers = this.providers.transfers();
    if (!transfers) return 0;
    const quiet: { id: string; refundReference: string }[] = await this.dataSource.query(
      `SELECT id, "refundReference" FROM returns
        WHERE "refundStatus" = 'sending' AND "refundVia" = 'momo-transfer'
          AND ("refundSendingAt" IS NULL OR "refundSendingAt" < now() - $1 * interval '1 second')
        ORDER BY "updatedAt" LIMIT 100`,
      [REFUND_SEND_CLAIM_SECONDS],
    );
    let settled = 0;
    for (const row of quiet) {
      try {
        const status = await transfers.verifyTransfer(row.refundReference);
        if (status.outcome === 'unknown') await this.send(row.id);
        else await this.apply(row.refundReference, status);
        settled += 1;
      } catch (error) {
        this.logger.warn(`Refund transfer ${row.refundReference} not reconciled: ${(error as Error).message}`);
      }
    }
    return settled;
  }

  /** No transfer can carry it: it is owed, for staff to send by hand and mark paid (ADR 069's way). */
  private async oweByHand(returnId: string, why: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await lockReturn(manager, returnId);
      if (row.refundStatus !== 'sending' || row.refundVia !== 'momo-transfer') return;
      row.refundStatus = 'owed';
      row.refundVia = 'momo-by-hand';
      row.refundReference = null;
      row.timeline = [...row.timeline, step('refund-owed', 'shop', why)];
      await tellShopper(manager, this.orders, this.notifications, await manager.save(row), 'refund-owed');
    });
  }
}
