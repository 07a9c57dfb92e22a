import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PromotionKind } from '@shop/rules';
import { ConflictError, InvalidInputError } from '../../../../shared/http/domain-errors';
import type { Transactions } from '../../../../shared/transactions';
import { uniqueViolation } from '../../../../shared/unique-violation';
import { Promotion } from '../../domain/promotion.entity';
import { PromotionDto } from '../../dto/promotion.dto';
import { CreatePromotionCommand } from './create-promotion.command';

@Injectable()
export class CreatePromotionHandler {
  constructor(@InjectDataSource() private readonly dataSource: Transactions) {}

  async execute({ promotion: input }: CreatePromotionCommand): Promise<PromotionDto> {
    refuseContradictions(input);
    let saved: Promotion;
    try {
      saved = await this.dataSource.transaction((manager) =>
        manager.save(
          manager.create(Promotion, {
            code: input.code ?? null,
            name: input.name,
            kind: input.kind as PromotionKind,
            percentOff: input.kind === 'percentage' ? input.percentOff! : null,
            amountOff: input.kind === 'fixed' ? input.amountOff! : null,
            minSubtotal: input.minSubtotal ?? null,
            category: input.category ?? null,
            minQuantity: input.minQuantity ?? null,
            startsAt: input.startsAt ? new Date(input.startsAt) : null,
            endsAt: input.endsAt ? new Date(input.endsAt) : null,
            maxUses: input.maxUses ?? null,
            maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
            stackable: input.stackable ?? false,
            paused: false,
            uses: 0,
          }),
        ),
      );
    } catch (error) {
      if (uniqueViolation(error) === 'UQ_promotions_code') throw new ConflictError(`There is already a promotion with the code ${input.code}`, { field: 'code' });
      throw error;
    }
    return PromotionDto.from(saved, { revenue: '0.00', discountGiven: '0.00' });
  }
}

/** What class-validator cannot see field by field: amounts that fit the kind, an end after the start. */
function refuseContradictions(input: CreatePromotionCommand['promotion']): void {
  const fields: Record<string, string[]> = {};
  if (input.kind !== 'percentage' && input.percentOff !== undefined) fields.percentOff = ['percentOff goes only with kind percentage'];
  if (input.kind !== 'fixed' && input.amountOff !== undefined) fields.amountOff = ['amountOff goes only with kind fixed'];
  if (input.kind === 'fixed' && input.amountOff !== undefined && Number(input.amountOff) <= 0) fields.amountOff = ['amountOff must be more than 0.00'];
  if (input.startsAt && input.endsAt && new Date(input.endsAt) <= new Date(input.startsAt)) fields.endsAt = ['endsAt must be after startsAt'];
  if (Object.keys(fields).length > 0) throw new InvalidInputError(fields);
}
