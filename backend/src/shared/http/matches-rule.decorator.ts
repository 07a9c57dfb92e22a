import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

/**
 * @Matches for a format of @shop/rules, with the pattern in the API schema too: the Swagger
 * plugin copies only regex literals written in the DTO, not constants imported from elsewhere.
 */
export const MatchesRule = (rule: RegExp, message: string, { each = false } = {}) =>
  applyDecorators(ApiProperty(each ? { items: { type: 'string', pattern: rule.source } } : { pattern: rule.source }), Matches(rule, { each, message }));
