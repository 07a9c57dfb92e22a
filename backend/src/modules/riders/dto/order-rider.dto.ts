import { ApiProperty } from '@nestjs/swagger';
import { RiderAssignmentDto } from './rider.dto';

export class OrderRiderDto {
  /** null while no rider takes the order out. */
  @ApiProperty({ type: RiderAssignmentDto, nullable: true })
  assignment: RiderAssignmentDto | null;
}
