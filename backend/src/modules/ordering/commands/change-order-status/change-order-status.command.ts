import { ChangeOrderStatusDto } from './change-order-status.dto';

export class ChangeOrderStatusCommand {
  constructor(
    readonly orderId: string,
    readonly change: ChangeOrderStatusDto,
  ) {}
}
