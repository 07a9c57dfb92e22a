import { AdminPage } from '../../../../shared/http/admin-page';

export class ListMessagesQuery {
  constructor(
    readonly page: AdminPage,
    readonly filters: { status: string | null; channel: string | null; orderId: string | null },
  ) {}
}
