import { WholeNumberQuery } from '../../../../shared/http/whole-number-query.decorator';

export const DEFAULT_LOW_STOCK_ROWS = 10;
export const MAX_LOW_STOCK_ROWS = 50;

export class GetLowStockQueryDto {
  @WholeNumberQuery({ default: DEFAULT_LOW_STOCK_ROWS, minimum: 1, maximum: MAX_LOW_STOCK_ROWS })
  limit?: number;
}
