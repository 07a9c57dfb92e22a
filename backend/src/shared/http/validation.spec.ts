import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { createValidationPipe } from './validation';

class PageQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) limit?: number;
}

class SortQuery {
  @IsOptional() @IsIn(['newest', 'price-asc']) sort?: string;
  @IsOptional() @Type(() => Number) @IsInt() limit?: number;
}

describe('the global validation pipe on query strings', () => {
  const query = (metatype: new () => object) => ({ type: 'query' as const, metatype, data: undefined });

  it('converts a repeated query string once and hands out the same frozen result', async () => {
    const pipe = createValidationPipe();
    const first = await pipe.transform({ limit: '24' }, query(PageQuery));
    expect(first).toBeInstanceOf(PageQuery);
    expect(first).toEqual({ limit: 24 });
    expect(Object.isFrozen(first)).toBe(true);
    expect(await pipe.transform({ limit: '24' }, query(PageQuery))).toBe(first);
    expect(await pipe.transform({ limit: '12' }, query(PageQuery))).toEqual({ limit: 12 });
  });

  it('keeps each DTO class apart, and refuses a bad query every time it comes', async () => {
    const pipe = createValidationPipe();
    expect(await pipe.transform({ limit: '5' }, query(SortQuery))).toBeInstanceOf(SortQuery);
    expect(await pipe.transform({ limit: '5' }, query(PageQuery))).toBeInstanceOf(PageQuery);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(pipe.transform({ limit: '500' }, query(PageQuery))).rejects.toBeInstanceOf(BadRequestException);
      await expect(pipe.transform({ sort: 'oldest', extra: 'x' }, query(SortQuery))).rejects.toMatchObject({
        response: { fields: { sort: [expect.any(String)], extra: [expect.any(String)] } },
      });
    }
  });
});
