import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse } from '@nestjs/swagger';
import { Response } from 'express';
import { adminPage } from '../../shared/http/admin-page';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly } from '../identity/guards/auth.guards';
import { ChangeOrderStatusCommand } from './commands/change-order-status/change-order-status.command';
import { ChangeOrderStatusDto } from './commands/change-order-status/change-order-status.dto';
import { ChangeOrderStatusHandler } from './commands/change-order-status/change-order-status.handler';
import { OrderDto } from './dto/order.dto';
import { ListOrdersQueryDto } from './queries/list-orders/list-orders.dto';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';
import { ListOrdersQuery } from './queries/list-orders/list-orders.query';

@Controller('admin/orders')
@AdminOnly()
export class AdminOrdersController {
  constructor(
    private readonly listOrdersHandler: ListOrdersHandler,
    private readonly changeOrderStatusHandler: ChangeOrderStatusHandler,
  ) {}

  /** One page of orders, newest first; the number of matching orders is in X-Total-Count. */
  @Get()
  @ApiOkResponse({ type: [OrderDto], headers: { 'X-Total-Count': { description: 'Orders matching the search', schema: { type: 'integer' } } } })
  async listOrders(@Query() query: ListOrdersQueryDto, @Res({ passthrough: true }) res: Response): Promise<OrderDto[]> {
    const { orders, total } = await this.listOrdersHandler.execute(new ListOrdersQuery(adminPage(query), query.paymentStatus ?? null));
    res.setHeader('X-Total-Count', String(total));
    return orders;
  }

  /** Any status (SPEC §4), except where money makes it unsafe (ADR 043). */
  @Patch(':id/status')
  @ApiOkResponse({ type: OrderDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Bad input; cancelling a paid order without a reason names `reason`' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The order is closed (refunded, being refunded or expired), or a reopened order\'s units are gone' })
  changeOrderStatus(@Param('id', new UuidParamPipe()) id: string, @Body() body: ChangeOrderStatusDto): Promise<OrderDto> {
    return this.changeOrderStatusHandler.execute(new ChangeOrderStatusCommand(id, body));
  }
}
