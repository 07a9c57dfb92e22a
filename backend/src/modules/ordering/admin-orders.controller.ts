import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly } from '../identity/guards/auth.guards';
import { ChangeOrderStatusDto } from './commands/change-order-status/change-order-status.dto';
import { ChangeOrderStatusHandler } from './commands/change-order-status/change-order-status.handler';
import { OrderDto } from './dto/order.dto';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';

@Controller('admin/orders')
@AdminOnly()
export class AdminOrdersController {
  constructor(
    private readonly listOrdersHandler: ListOrdersHandler,
    private readonly changeOrderStatusHandler: ChangeOrderStatusHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: [OrderDto] })
  listOrders(): Promise<OrderDto[]> {
    return this.listOrdersHandler.execute();
  }

  @Patch(':id/status')
  @ApiOkResponse({ type: OrderDto })
  changeOrderStatus(@Param('id', new UuidParamPipe()) id: string, @Body() body: ChangeOrderStatusDto): Promise<OrderDto> {
    return this.changeOrderStatusHandler.execute(id, body);
  }
}
