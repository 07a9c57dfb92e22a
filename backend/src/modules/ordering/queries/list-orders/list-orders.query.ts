import { AdminPage } from '../../../../shared/http/admin-page';

export class ListOrdersQuery {
  constructor(
    readonly page: AdminPage,
    readonly paymentStatus: string | null,
  ) {}
}
