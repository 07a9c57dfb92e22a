import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Length, Matches } from 'class-validator';
import { NestedObjects } from '../../../shared/http/nested-objects.decorator';
import { SingleLine } from '../../../shared/http/plain-text.validator';
import { WholeNumberQuery } from '../../../shared/http/whole-number-query.decorator';

export const MAX_SYNONYM_GROUPS = 100;
export const MAX_TERMS_PER_GROUP = 10;
export const MAX_TERM_LENGTH = 40;

export class SynonymGroupDto {
  /** Two or more words or short phrases a shopper may use for the same thing. */
  @ApiProperty({ type: [String], minItems: 2, maxItems: MAX_TERMS_PER_GROUP, example: ['fugu', 'batakari', 'smock'] })
  @IsArray()
  @ArrayMinSize(2, { message: 'a group needs at least two terms' })
  @ArrayMaxSize(MAX_TERMS_PER_GROUP)
  @IsString({ each: true })
  @SingleLine({ each: true })
  @Length(2, MAX_TERM_LENGTH, { each: true })
  @Matches(/^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u, { each: true, message: 'each term is letters, digits, spaces, hyphens or apostrophes' })
  terms: string[];
}

/** The shop's synonym groups, in the order staff keep them; saving replaces them all. */
export class SearchSynonymsDto {
  @ApiProperty({ type: [SynonymGroupDto], maxItems: MAX_SYNONYM_GROUPS })
  @NestedObjects(() => SynonymGroupDto)
  @ArrayMaxSize(MAX_SYNONYM_GROUPS)
  groups: SynonymGroupDto[];
}

export class SearchMissDto {
  /** What shoppers typed, in lower case. */
  term: string;
  /** How many searches for it found nothing. */
  searches: number;
  lastSearchedAt: Date;
}

export class SearchMissesQueryDto {
  @WholeNumberQuery({ default: 50, minimum: 1, maximum: 200 })
  limit?: number;
}
