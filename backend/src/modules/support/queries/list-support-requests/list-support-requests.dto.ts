import { AdminPageQueryDto } from '../../../../shared/http/admin-page-query.dto';
import { SearchTerm } from '../../../../shared/http/search-term.decorator';

export class ListSupportRequestsQueryDto extends AdminPageQueryDto {
  /** Part of the subject, the sender's name or e-mail, or of the order number (with or without its dashes). */
  @SearchTerm()
  search?: string;
}
