import { ApiProperty } from '@nestjs/swagger';
import { SupportRequest } from '../domain/support-request.entity';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../domain/support-constants';

export class SupportRequestDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  firstName: string;

  lastName: string;

  email: string;

  @ApiProperty({ nullable: true, type: String })
  orderNumber: string | null;

  subject: string;

  message: string;

  @ApiProperty({ enum: SUPPORT_STATUSES })
  status: string;

  @ApiProperty({ enum: SUPPORT_PRIORITIES })
  priority: string;

  @ApiProperty({ nullable: true, type: String })
  assignedTo: string | null;

  @ApiProperty({ nullable: true, type: String })
  response: string | null;

  createdAt: Date;

  updatedAt: Date;

  static from(request: SupportRequest): SupportRequestDto {
    const { id, firstName, lastName, email, orderNumber, subject, message, status, priority, assignedTo, response, createdAt, updatedAt } = request;
    return { id, firstName, lastName, email, orderNumber, subject, message, status, priority, assignedTo, response, createdAt, updatedAt };
  }
}
