import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminPageQueryDto } from '../../../../shared/http/admin-page-query.dto';

export class ListSupportRequestsQueryDto extends AdminPageQueryDto {
  /** Part of the subject, the sender's name or e-mail. */
  @IsOptional()
  // PostgreSQL text cannot hold NUL: dropped here rather than failing the query with a 500.
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\0/g, '') : value))
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
  @IsString()
  @MaxLength(100)
  search?: string;
}
