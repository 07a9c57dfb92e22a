import { ApiProperty } from '@nestjs/swagger';
import { GHANA_TIME_ZONE } from '../../../shared/ghana-time';

/** The Ghana calendar days a dashboard figure covers, both ends included. */
export class GhanaPeriodDto {
  @ApiProperty({ format: 'date', example: '2026-10-27' })
  from: string;

  @ApiProperty({ format: 'date', example: '2026-11-25' })
  to: string;

  /** Where the days are cut at midnight. */
  @ApiProperty({ enum: [GHANA_TIME_ZONE] })
  timeZone: string;
}
