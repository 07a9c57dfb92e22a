import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsUUID, Matches, ValidateIf } from 'class-validator';

export class AssignRiderDto {
  /** The rider taking the order out; null takes it off every round. */
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @ValidateIf((body: AssignRiderDto) => body.riderId !== null)
  @IsUUID('4', { message: 'riderId must be a rider' })
  riderId: string | null;

  /** The Ghana day of the round, YYYY-MM-DD; today when left out. */
  @ApiPropertyOptional({ example: '2026-12-01' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'day must be a date like 2026-12-01' })
  @IsISO8601({ strict: true }, { message: 'day must be a date like 2026-12-01' })
  day?: string;
}
