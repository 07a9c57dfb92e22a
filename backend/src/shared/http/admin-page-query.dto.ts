import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_OFFSET, MAX_ADMIN_PAGE_SIZE } from './admin-page';

/** Paging of an admin list; each list's DTO adds its own `search`, described for its rows. */
export class AdminPageQueryDto {
  @ApiProperty({ required: false, default: ADMIN_PAGE_SIZE, minimum: 1, maximum: MAX_ADMIN_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_ADMIN_PAGE_SIZE)
  limit?: number;

  @ApiProperty({ required: false, default: 0, minimum: 0, maximum: MAX_ADMIN_OFFSET })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_ADMIN_OFFSET)
  offset?: number;
}
