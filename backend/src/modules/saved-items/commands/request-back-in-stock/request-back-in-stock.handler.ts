import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import { CatalogService } from '../../../catalog/catalog.service';
import { nameWithChoice } from '../../../catalog/domain/product-variants';
import { maskedPhone, signInPhone } from '../../../identity/domain/sign-in-phone';
import { OPEN_REQUESTS_PER_PHONE_MAX } from '../../domain/saved-items.rules';
import { BackInStockRequestDto } from '../../dto/back-in-stock.dto';
import { RequestBackInStockCommand } from './request-back-in-stock.command';

/**
 * "Tell me when it's back" for a sold-out size x colour (issue 35). The variant's row is
 * share-locked while the request is written, so a restock either finds it or is seen here (409);
 * asking again for the same variant and phone answers the open request (no second text).
 */
@Injectable()
export class RequestBackInStockHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ productId, variantId, phone: typed, user }: RequestBackInStockCommand): Promise<{ request: BackInStockRequestDto; created: boolean }> {
    const phone = typed !== null ? signInPhone(typed) : (user?.phone ?? null);
    if (!phone) throw new InvalidInputError({ phone: ['phone must be given: the number to text when it is back'] });
    return this.dataSource.transaction(async (manager) => {
      const variant = await this.catalog.lockVariantForRequest(manager, productId, variantId);
      if (!variant || !variant.isActive) throw new NotFoundError('Product not found');
      if (variant.stock > 0) throw new ConflictError(`${nameWithChoice(variant.productName, variant)} is in stock now`);
      // One writer per phone at a time, so the cap below holds on every instance.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`back-in-stock:${phone}`]);
      const [existing]: { id: string }[] = await manager.query(`SELECT id FROM back_in_stock_requests WHERE "variantId" = $1 AND phone = $2 AND status = 'open'`, [variantId, phone]);
      let id = existing?.id;
      if (!id) {
        const [{ open }]: { open: number }[] = await manager.query(`SELECT count(*)::int AS open FROM back_in_stock_requests WHERE phone = $1 AND status = 'open'`, [phone]);
        if (open >= OPEN_REQUESTS_PER_PHONE_MAX) throw new ConflictError(`This number already waits for ${OPEN_REQUESTS_PER_PHONE_MAX} sizes and colours: cancel one to ask for another`);
        const [row]: { id: string }[] = await manager.query(
          `INSERT INTO back_in_stock_requests ("productId", "variantId", phone, "userId") VALUES ($1, $2, $3, $4) RETURNING id`,
          [productId, variantId, phone, user?.id ?? null],
        );
        id = row.id;
      }
      return {
        created: !existing,
        request: { id, productId, variantId, size: variant.size, color: variant.color, sendTo: maskedPhone(phone), status: 'open' as const },
      };
    });
  }
}
