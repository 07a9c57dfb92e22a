import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { toPesewas, fromPesewas } from '@shop/rules';
import { staffName, type User } from '../../identity/domain/user.entity';
import { UserDto } from '../../identity/dto/user.dto';
import type { OrderForDelivery } from '../../ordering/domain/order-for-delivery';
import { ShippingAddressDto } from '../../ordering/dto/order.dto';
import type { RiderAssignment } from '../domain/rider-assignment.entity';

export class RiderDto extends PickType(UserDto, ['id', 'firstName', 'lastName'] as const) {
  /** What the rider signs in with: every staff account has one. */
  email: string;

  /** False once an admin switched the rider off: no sign-in, no round, no new orders. */
  active: boolean;

  static fromUser(user: User): RiderDto {
    return { id: user.id, email: staffName(user), firstName: user.firstName, lastName: user.lastName, active: user.disabledAt === null };
  }
}

/** Switches a rider off (one who left: signed out everywhere, no new orders) or back on. */
export class SwitchRiderDto {
  @IsBoolean()
  active: boolean;
}

/** Where an order stands on the rounds: its rider and day, or null. */
export class RiderAssignmentDto {
  @ApiProperty({ format: 'uuid' })
  orderId: string;

  @ApiProperty({ format: 'uuid' })
  riderId: string;

  @ApiProperty({ example: '2026-12-01' })
  day: string;

  /** 1 for the round's first stop. */
  position: number;

  static from(assignment: RiderAssignment): RiderAssignmentDto {
    const { orderId, riderId, day, position } = assignment;
    return { orderId, riderId, day, position };
  }
}

/** Money a rider took at a door. */
export class DoorCollectionDto {
  @ApiProperty({ enum: ['cash', 'momo'] })
  via: 'cash' | 'momo';

  @ApiProperty({ example: '245.00' })
  amount: string;

  @ApiProperty({ format: 'date-time' })
  at: string;
}

/** The last door visit that left the parcel with the rider: nobody home, or refused. */
export class DoorVisitDto {
  @ApiProperty({ enum: ['not-home', 'refused'] })
  event: 'not-home' | 'refused';

  @ApiProperty({ format: 'date-time' })
  at: string;

  /** What the rider noted at the door. */
  @ApiProperty({ nullable: true, type: String, example: 'Called twice, no answer' })
  note: string | null;
}

/** One stop of a rider's round: who, where, what to hand over and what to collect. */
export class DeliveryStopDto {
  @ApiProperty({ format: 'uuid' })
  orderId: string;

  orderNumber: string;

  position: number;

  @ApiProperty({ example: '2026-12-01' })
  day: string;

  customerName: string;

  /** To call from the door. */
  phone: string;

  address: ShippingAddressDto;

  units: number;

  @ApiProperty({ example: '245.00' })
  total: string;

  /** Cash or MoMo the rider takes at the door: the total of an unpaid pay-on-delivery order, else 0.00. */
  @ApiProperty({ example: '245.00' })
  amountToCollect: string;

  paymentMethod: string;

  paymentStatus: string;

  orderStatus: string;

  deliveryType: string;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  estimatedDeliveryDate: Date | null;

  /** What was taken at the door, once it was. */
  @ApiProperty({ type: DoorCollectionDto, nullable: true })
  collected: DoorCollectionDto | null;

  @ApiProperty({ type: DoorVisitDto, nullable: true })
  lastVisit: DoorVisitDto | null;

  static from(assignment: RiderAssignment, order: OrderForDelivery): DeliveryStopDto {
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      position: assignment.position,
      day: assignment.day,
      customerName: `${order.firstName} ${order.lastName}`,
      phone: order.phone,
      address: ShippingAddressDto.from(order.shippingAddress),
      units: order.units,
      total: order.total,
      amountToCollect: fromPesewas(collectsAtDoor(order) ? toPesewas(order.total) : 0),
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      orderStatus: order.orderStatus,
      deliveryType: order.deliveryType,
      estimatedDeliveryDate: order.estimatedDeliveryDate,
      collected: order.collection,
      lastVisit: order.lastVisit,
    };
  }
}

/** An order paid at the door and not paid yet: the rider collects its total. */
function collectsAtDoor(order: OrderForDelivery): boolean {
  return order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' && order.orderStatus !== 'cancelled';
}

/** A rider's round for one day, in the order of its stops. */
export class DeliveryRoundDto {
  rider: RiderDto;

  @ApiProperty({ example: '2026-12-01' })
  day: string;

  @ApiProperty({ type: [DeliveryStopDto] })
  stops: DeliveryStopDto[];

  /** What the round's stops still have to collect, summed. */
  @ApiProperty({ example: '490.00' })
  toCollect: string;

  /** What its pay-on-delivery stops were due, cancelled ones aside: collected plus still to collect. */
  @ApiProperty({ example: '735.00' })
  due: string;

  /** Taken at the doors in cash. */
  @ApiProperty({ example: '245.00' })
  collectedCash: string;

  /** Taken at the doors by Mobile Money. */
  @ApiProperty({ example: '0.00' })
  collectedMomo: string;
}
