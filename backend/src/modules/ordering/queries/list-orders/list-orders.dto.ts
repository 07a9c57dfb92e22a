import { AdminPageQueryDto } from '../../../../shared/http/admin-page-query.dto';
import { SearchTerm } from '../../../../shared/http/search-term.decorator';

export class ListOrdersQueryDto extends AdminPageQueryDto {
  /** Part of the order number (dashes optional), the customer's name or e-mail. */
  @SearchTerm()
  search?: string;
}
