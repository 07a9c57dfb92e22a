import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { MONEY_AMOUNT } from '@shop/rules';
import { IsString, Matches, ValidateBy, ValidationOptions } from 'class-validator';

/** A Ghana cedi amount sent as a string with at most two decimals, e.g. "112.00". */
export const IsMoneyAmount = (example = '112.00') =>
  applyDecorators(
    ApiProperty({ type: String, example, pattern: MONEY_AMOUNT.source }),
    IsString(),
    Matches(MONEY_AMOUNT, { message: '$property must be an amount like 112.00' }),
  );

/**
 * A number with at most two decimals, judged by how JavaScript writes it: class-validator's own
 * `maxDecimalPlaces` throws on exponent forms such as -5e-324 (a 500 found by the hostile-input
 * suite), which this refuses like any other amount of more than two decimals.
 */
export const AtMostTwoDecimals = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'atMostTwoDecimals',
      validator: {
        validate: (value: unknown) => typeof value === 'number' && /^-?\d+(\.\d{1,2})?$/.test(String(value)),
        defaultMessage: () => '$property must have at most 2 decimals',
      },
    },
    options,
  );
