import { ApiProperty } from '@nestjs/swagger';

/** What the sender gets back: a reference, not the stored request. */
export class SupportRequestReceiptDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'open' })
  status: string;

  createdAt: Date;
}
