import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, Matches } from 'class-validator';
import { ghanaDay } from '../../../shared/ghana-time';

export class RoundDayQueryDto {
  /** The Ghana day, YYYY-MM-DD; today when left out. */
  @ApiPropertyOptional({ example: '2026-12-01' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'day must be a date like 2026-12-01' })
  @IsISO8601({ strict: true }, { message: 'day must be a date like 2026-12-01' })
  day?: string;
}

/** The day asked for, or today in Ghana. */
export const roundDay = (day: string | undefined): string => day ?? ghanaDay(new Date());
