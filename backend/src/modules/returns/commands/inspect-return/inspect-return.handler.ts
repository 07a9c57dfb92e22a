import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvalidInputError } from '../../../../shared/http/domain-errors';
import { CatalogService } from '../../../catalog/catalog.service';
import { expectStatus, lockReturn, step } from '../../domain/return-steps';
import { AdminReturnDto } from '../../dto/return.dto';
import { InspectReturnCommand } from './inspect-return.command';

/**
 * Staff checked each line: resellable units go back to their size and colour's stock in the same
 * transaction as the verdict (so a second click, answered 409, can never add them twice); the rest
 * stay out of stock.
 */
@Injectable()
export class InspectReturnHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ returnId, inspection, by }: InspectReturnCommand): Promise<AdminReturnDto> {
    return this.dataSource.transaction(async (manager) => {
      const row = await lockReturn(manager, returnId);
      expectStatus(row, ['received'], 'inspected');
      const verdicts = new Map(inspection.lines.map((line) => [line.orderItemId, line.resellable]));
      const missing = row.lines.filter((line) => !verdicts.has(line.orderItemId));
      const unknown = inspection.lines.filter((line) => !row.lines.some((own) => own.orderItemId === line.orderItemId));
      if (missing.length > 0 || unknown.length > 0 || verdicts.size !== inspection.lines.length) {
        throw new InvalidInputError({ lines: ['give each line of the return once, and only those: ' + row.lines.map((line) => line.orderItemId).join(', ')] });
      }
      row.lines = row.lines.map((line) => ({ ...line, resellable: verdicts.get(line.orderItemId)! }));
      // Variant-id order, as every transaction that moves stock locks them (ADR 003).
      const back = new Map<string, number>();
      for (const line of row.lines.filter((candidate) => candidate.resellable)) {
        const variantId = await this.catalog.variantForLine(manager, line);
        if (variantId) back.set(variantId, (back.get(variantId) ?? 0) + line.quantity);
      }
      for (const [variantId, quantity] of [...back].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) await this.catalog.releaseStock(manager, variantId, quantity);
      const resold = row.lines.filter((line) => line.resellable).reduce((sum, line) => sum + line.quantity, 0);
      const units = row.lines.reduce((sum, line) => sum + line.quantity, 0);
      // All exchanged: nothing to refund, the return is done.
      row.status = row.lines.every((line) => line.exchangeFor) ? 'exchanged' : 'inspected';
      row.timeline = [...row.timeline, step('inspected', by, `${resold} of ${units} back in stock`)];
      return AdminReturnDto.forStaff(await manager.save(row));
    });
  }
}
