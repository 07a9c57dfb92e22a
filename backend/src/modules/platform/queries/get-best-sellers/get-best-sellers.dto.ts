import { WholeNumberQuery } from '../../../../shared/http/whole-number-query.decorator';
import { DashboardPeriodQueryDto } from '../../dto/dashboard-period-query.dto';

export const DEFAULT_BEST_SELLERS = 5;
export const MAX_BEST_SELLERS = 20;

export class GetBestSellersQueryDto extends DashboardPeriodQueryDto {
  @WholeNumberQuery({ default: DEFAULT_BEST_SELLERS, minimum: 1, maximum: MAX_BEST_SELLERS })
  limit?: number;
}
