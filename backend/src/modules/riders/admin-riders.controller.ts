import { Body, Controller, Get, Param, Patch, Put, Post, Query, Req } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { Repository } from 'typeorm';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { NotFoundError } from '../../shared/http/domain-errors';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { RegisterUserCommand } from '../identity/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../identity/commands/register-user/register-user.handler';
import { AdminOnly, RequestWithUser } from '../identity/guards/auth.guards';
import { IdentityService } from '../identity/identity.service';
import { AssignRiderCommand } from './commands/assign-rider/assign-rider.command';
import { AssignRiderDto } from './commands/assign-rider/assign-rider.dto';
import { AssignRiderHandler } from './commands/assign-rider/assign-rider.handler';
import { CreateRiderDto } from './commands/create-rider/create-rider.dto';
import { RiderAssignment } from './domain/rider-assignment.entity';
import { OrderRiderDto } from './dto/order-rider.dto';
import { RoundDayQueryDto, roundDay } from './dto/round-day-query.dto';
import { DeliveryRoundDto, RiderAssignmentDto, RiderDto, SwitchRiderDto } from './dto/rider.dto';
import { DeliveryRoundHandler } from './queries/rider-deliveries/delivery-round.handler';
import { DeliveryRoundQuery } from './queries/rider-deliveries/delivery-round.query';

@Controller('admin')
@AdminOnly('riders')
export class AdminRidersController {
  constructor(
    private readonly identity: IdentityService,
    private readonly registerUser: RegisterUserHandler,
    private readonly assignRider: AssignRiderHandler,
    private readonly deliveryRound: DeliveryRoundHandler,
    @InjectRepository(RiderAssignment) private readonly assignments: Repository<RiderAssignment>,
  ) {}

  @Get('riders')
  @ApiOkResponse({ type: [RiderDto] })
  async listRiders(): Promise<RiderDto[]> {
    return (await this.identity.withRole('rider')).map(RiderDto.fromUser);
  }

  /** A rider's own sign-in; the admin hands the password over. 409 when the e-mail has an account. */
  @Post('riders')
  @ApiCreatedResponse({ type: RiderDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'An account with this e-mail already exists' })
  async createRider(@Body() body: CreateRiderDto): Promise<RiderDto> {
    return RiderDto.fromUser(await this.registerUser.execute(new RegisterUserCommand(body.email, body.password, body.firstName, body.lastName, 'rider')));
  }

  /**
   * Off: the rider is signed out on every phone, cannot sign in, and gets no new orders; what is on
   * their rounds stays for staff to move. On again: all of it back.
   */
  @Patch('riders/:id')
  @ApiOkResponse({ type: RiderDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No rider with this id' })
  async switchRider(@Param('id', new UuidParamPipe()) id: string, @Body() body: SwitchRiderDto): Promise<RiderDto> {
    const rider = await this.identity.switchAccount(id, 'rider', body.active);
    if (!rider) throw new NotFoundError('Rider not found');
    return RiderDto.fromUser(rider);
  }

  /** The rider's stops that day, as the rider sees them, with what is left to collect. */
  @Get('riders/:id/round')
  @ApiOkResponse({ type: DeliveryRoundDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  riderRound(@Param('id', new UuidParamPipe()) id: string, @Query() query: RoundDayQueryDto): Promise<DeliveryRoundDto> {
    return this.deliveryRound.execute(new DeliveryRoundQuery(id, roundDay(query.day)));
  }

  @Get('orders/:id/rider')
  @ApiOkResponse({ type: OrderRiderDto })
  async orderRider(@Param('id', new UuidParamPipe()) id: string): Promise<OrderRiderDto> {
    const assignment = await this.assignments.findOneBy({ orderId: id });
    return { assignment: assignment && RiderAssignmentDto.from(assignment) };
  }

  /** Puts the order at the end of a rider's round for the day, or (riderId null) off every round. */
  @Put('orders/:id/rider')
  @ApiOkResponse({ type: OrderRiderDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'riderId names no rider, or the day is not a date' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The order is delivered, cancelled or closed' })
  async assignOrder(@Param('id', new UuidParamPipe()) id: string, @Body() body: AssignRiderDto, @Req() req: RequestWithUser): Promise<OrderRiderDto> {
    const assignment = await this.assignRider.execute(new AssignRiderCommand(id, body.riderId ?? null, roundDay(body.day), req.user!.id));
    return { assignment: assignment && RiderAssignmentDto.from(assignment) };
  }
}
