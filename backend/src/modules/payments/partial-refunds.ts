import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError } from '../../shared/http/domain-errors';
import { Payment } from './domain/payment.entity';
import { PaymentProviders } from './payment-providers';
import { displayName, money, PaymentRecords } from './payment-records';
import type { ProviderName, RefundResult } from './providers/payment-provider';

export interface PartialRefundResult extends RefundResult {
  provider: ProviderName;
}

/**
 * Gives back part of an order's paid attempt (a return's lines) through the provider that took it,
 * writing the same history staff read for whole refunds. The attempt stays `paid`: the order was
 * paid and partly refunded. Sending at most once is the caller's claim (the return's refund).
 */
@Injectable()
export class PartialRefunds {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly records: PaymentRecords,
  ) {}

  /** Throws ConflictError when the order has no paid attempt; any other throw is an outage (not sent, or not known to be). */
  async send(orderId: string, pesewas: number, key: string, reason: string): Promise<PartialRefundResult> {
    const attempt = await this.dataSource.manager.findOne(Payment, { where: { orderId, status: 'paid' }, order: { paidAt: 'DESC' } });
    const provider = attempt && this.providers.byName(attempt.provider);
    if (!attempt || !provider) throw new ConflictError('This order has no payment the shop can refund through its provider');
    // PayPal charged dollars: the same share of what it took.
    const amount = attempt.currency === 'GHS' ? pesewas : Math.min(attempt.amount, Math.round((pesewas * attempt.amount) / attempt.amountPesewas));
    const what = `${money(amount, attempt.currency)} of ${money(attempt.amount, attempt.currency)} (${key})`;
    await this.dataSource.transaction((manager) => this.records.record(manager, orderId, attempt.reference, 'refund-requested', `${reason}: ${what} asked of ${displayName(attempt.provider)}`));
    const result = await provider.refund(attempt, { amount, key });
    const kind = result.outcome === 'refunded' ? 'refunded' : result.outcome === 'failed' ? 'refund-failed' : 'refund-requested';
    await this.dataSource.transaction((manager) => this.records.record(manager, orderId, attempt.reference, kind, `${result.detail}: ${what}`));
    return { ...result, provider: attempt.provider };
  }
}
