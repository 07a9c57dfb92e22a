import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** A Ghana cedi amount sent as a string with at most two decimals, e.g. "112.00". */
export const IsMoneyAmount = (example = '112.00') =>
  applyDecorators(
    ApiProperty({ type: String, example, pattern: '^\\d{1,8}(\\.\\d{1,2})?$' }),
    IsString(),
    Matches(/^\d{1,8}(\.\d{1,2})?$/, { message: '$property must be an amount like 112.00' }),
  );
