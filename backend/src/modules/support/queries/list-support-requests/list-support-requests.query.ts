import { AdminPage } from '../../../../shared/http/admin-page';

export class ListSupportRequestsQuery {
  constructor(readonly page: AdminPage) {}
}
