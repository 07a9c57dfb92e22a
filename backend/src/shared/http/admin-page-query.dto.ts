import { ADMIN_PAGE_SIZE, MAX_ADMIN_OFFSET, MAX_ADMIN_PAGE_SIZE } from './admin-page';
import { WholeNumberQuery } from './whole-number-query.decorator';

/** Paging of an admin list; each list's DTO adds its own `search`, described for its rows. */
export class AdminPageQueryDto {
  @WholeNumberQuery({ default: ADMIN_PAGE_SIZE, minimum: 1, maximum: MAX_ADMIN_PAGE_SIZE })
  limit?: number;

  @WholeNumberQuery({ default: 0, minimum: 0, maximum: MAX_ADMIN_OFFSET })
  offset?: number;
}
