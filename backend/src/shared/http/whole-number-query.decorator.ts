import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * An optional whole-number query parameter (a page size, an offset, a number of days): a string in
 * the URL, checked as a number between `minimum` and `maximum`; the handler applies `default`.
 */
export function WholeNumberQuery({ default: fallback, minimum, maximum }: { default: number; minimum: number; maximum: number }): PropertyDecorator {
  // Listed as they would stand above a field and applied bottom-up like stacked decorators, so a
  // refused value's messages keep their order.
  return applyDecorators(
    ...[ApiProperty({ required: false, default: fallback, minimum, maximum }), IsOptional(), Type(() => Number), IsInt(), Min(minimum), Max(maximum)].reverse(),
  );
}
