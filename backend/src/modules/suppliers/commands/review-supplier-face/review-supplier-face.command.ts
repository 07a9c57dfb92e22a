import { ReviewSupplierFaceDto } from './review-supplier-face.dto';

export class ReviewSupplierFaceCommand {
  constructor(
    readonly supplierId: string,
    readonly review: ReviewSupplierFaceDto,
    readonly adminId: string,
  ) {}
}
