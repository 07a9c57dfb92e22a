import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { SearchTerm } from '../../../../shared/http/search-term.decorator';
import { WholeNumberQuery } from '../../../../shared/http/whole-number-query.decorator';
import {
  DEFAULT_PAGE_SIZE,
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  ProductCategory,
  ProductSort,
} from '../../domain/catalog-constants';

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

export class ListProductsQueryDto {
  /** Only this category; empty means all products. */
  @ApiProperty({ enum: PRODUCT_CATEGORIES, required: false })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(PRODUCT_CATEGORIES)
  category?: ProductCategory;

  /** Words to find in the name, description, category or tags. */
  @SearchTerm()
  search?: string;

  /** Only featured products. */
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  featured?: boolean;

  @ApiProperty({ enum: PRODUCT_SORTS, required: false, default: 'newest' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(PRODUCT_SORTS)
  sort?: ProductSort;

  @WholeNumberQuery({ default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  limit?: number;

  @WholeNumberQuery({ default: 0, minimum: 0, maximum: MAX_OFFSET })
  offset?: number;
}
