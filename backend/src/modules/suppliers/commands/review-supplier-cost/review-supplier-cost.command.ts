import { ReviewSupplierCostDto } from './review-supplier-cost.dto';

export class ReviewSupplierCostCommand {
  constructor(
    readonly supplierProductId: string,
    readonly decision: ReviewSupplierCostDto['decision'],
  ) {}
}
