import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError } from '../../../../shared/http/domain-errors';
import { NotificationsService } from '../../../notifications/notifications.service';
import { OrderingService } from '../../../ordering/ordering.service';
import { PartialRefunds, PartialRefundResult } from '../../../payments/partial-refunds';
import { maskedAccount } from '../../../payments/providers/mobile-money';
import { MomoRefundTransfers, refundTransferReference, refundWallet } from '../../momo-refund-transfers';
import { ReturnRequest } from '../../domain/return-request.entity';
import { expectStatus, lockReturn, step, tellShopper } from '../../domain/return-steps';
import { AdminReturnDto } from '../../dto/return.dto';
import { MarkRefundPaidCommand, RefundReturnCommand } from './refund-return.command';

/**
 * Gives an inspected return's money back, exactly once: the refund is claimed (none/failed ->
 * sending) and committed before the provider is asked, so a second click or a second instance
 * answers 409 and never asks again; the provider's webhooks for it change nothing here (the
 * attempt stays paid, ADR 069). A pay-on-delivery order's refund goes by Paystack transfer to the
 * order's Mobile Money number (MomoRefundTransfers); where no transfer can carry it, it is owed, sent
 * by staff by hand and then marked paid.
 */
@Injectable()
export class RefundReturnHandler {
  private readonly logger = new Logger(RefundReturnHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderingService,
    private readonly refunds: PartialRefunds,
    private readonly notifications: NotificationsService,
    private readonly momo: MomoRefundTransfers,
  ) {}

  async execute({ returnId, by }: RefundReturnCommand): Promise<AdminReturnDto> {
    const claimed = await this.dataSource.transaction(async (manager) => {
      const row = await lockReturn(manager, returnId);
      expectStatus(row, ['inspected'], 'refunded');
      if (row.refundStatus !== 'none' && row.refundStatus !== 'failed') throw new ConflictError(`This return's refund is already ${row.refundStatus}`, { refundStatus: row.refundStatus });
      if (row.paymentMethod === 'cod') {
        const order = await this.orders.findForReturn(manager, { id: row.orderId });
        const wallet = order && this.momo.available() ? refundWallet(order) : null;
        if (wallet) {
          row.refundStatus = 'sending';
          row.refundVia = 'momo-transfer';
          row.refundReference = refundTransferReference();
          row.refundSendingAt = null;
          row.timeline = [...row.timeline, step('refund-transfer', by, `By Mobile Money transfer to ${maskedAccount(wallet)}`)];
          return { row: await manager.save(row), send: 'transfer' as const, from: 'none' as const };
        }
        row.refundStatus = 'owed';
        row.refundVia = 'momo-by-hand';
        row.timeline = [...row.timeline, step('refund-owed', by, 'Paid on delivery: send it by Mobile Money, then mark it paid')];
        const saved = await manager.save(row);
        await tellShopper(manager, this.orders, this.notifications, saved, 'refund-owed');
        return { row: saved, send: false as const, from: 'none' as const };
      }
      const from = row.refundStatus;
      row.refundStatus = 'sending';
      return { row: await manager.save(row), send: 'provider' as const, from };
    });
    if (!claimed.send) return AdminReturnDto.forStaff(claimed.row);
    if (claimed.send === 'transfer') {
      await this.momo.send(claimed.row.id);
      return AdminReturnDto.forStaff(await this.dataSource.getRepository(ReturnRequest).findOneByOrFail({ id: claimed.row.id }));
    }
    const row = claimed.row;
    let result: PartialRefundResult | null = null;
    let failure: string | null = null;
    try {
      result = await this.refunds.send(row.orderId, row.refundPesewas, row.returnNumber, `Return ${row.returnNumber}`);
    } catch (error) {
      if (error instanceof ConflictError) {
        await this.dataSource.query(`UPDATE returns SET "refundStatus" = $2 WHERE id = $1 AND "refundStatus" = 'sending'`, [row.id, claimed.from]);
        throw error;
      }
      // Not known to be sent or not: staff look at the provider before trying again.
      failure = `The provider could not be reached (${(error as Error).message}): check there before trying again`;
      this.logger.warn(`Refund of return ${row.returnNumber}: ${failure}`);
    }
    return this.dataSource.transaction(async (manager) => {
      const current = await lockReturn(manager, row.id);
      if (result && result.outcome !== 'failed') {
        current.refundStatus = 'sent';
        current.refundVia = result.provider;
        current.status = 'refunded';
        current.timeline = [...current.timeline, step('refund-sent', by, result.detail)];
        await this.orders.recordRefund(manager, current.orderId, current.refundPesewas);
        const saved = await manager.save(current);
        await tellShopper(manager, this.orders, this.notifications, saved, 'refunded');
        return AdminReturnDto.forStaff(saved);
      }
      current.refundStatus = 'failed';
      current.refundVia = result?.provider ?? current.refundVia;
      current.timeline = [...current.timeline, step('refund-failed', by, result?.detail ?? failure)];
      return AdminReturnDto.forStaff(await manager.save(current));
    });
  }

  async markPaid({ returnId, by }: MarkRefundPaidCommand): Promise<AdminReturnDto> {
    return this.dataSource.transaction(async (manager) => {
      const row = await lockReturn(manager, returnId);
      if (row.refundStatus !== 'owed') throw new ConflictError(`Only a refund owed by Mobile Money can be marked paid; this one is ${row.refundStatus}`, { refundStatus: row.refundStatus });
      row.refundStatus = 'paid-by-hand';
      row.status = 'refunded';
      row.timeline = [...row.timeline, step('refund-paid', by, 'Sent by Mobile Money by hand')];
      await this.orders.recordRefund(manager, row.orderId, row.refundPesewas);
      const saved = await manager.save(row);
      await tellShopper(manager, this.orders, this.notifications, saved, 'refunded');
      return AdminReturnDto.forStaff(saved);
    });
  }

}
