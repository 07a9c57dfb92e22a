import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLine } from './plain-text.validator';

export const MAX_SEARCH_LENGTH = 100;

/**
 * An optional `search` query parameter: blank means no search, and NUL is dropped rather than
 * failing the query with a 500 (PostgreSQL text cannot hold it). Describe the field where it is used.
 */
export function SearchTerm(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: MAX_SEARCH_LENGTH }),
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' ? value.replace(/\0/g, '') : value)),
    Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    IsString(),
    SingleLine(),
    MaxLength(MAX_SEARCH_LENGTH),
  );
}
