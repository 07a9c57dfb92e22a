import { CreatePromotionDto } from './create-promotion.dto';

export class CreatePromotionCommand {
  constructor(readonly promotion: CreatePromotionDto) {}
}
