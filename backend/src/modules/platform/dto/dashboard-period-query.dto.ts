import { WholeNumberQuery } from '../../../shared/http/whole-number-query.decorator';

export const DEFAULT_DASHBOARD_DAYS = 30;
export const MAX_DASHBOARD_DAYS = 366;

/** The period of a dashboard figure: the last `days` Ghana calendar days, today included. */
export class DashboardPeriodQueryDto {
  @WholeNumberQuery({ default: DEFAULT_DASHBOARD_DAYS, minimum: 1, maximum: MAX_DASHBOARD_DAYS })
  days?: number;
}
