import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { IdentityService } from '../identity/identity.service';
import { PUBLIC_ANSWER } from '../../shared/http/cache-control';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { DEFAULT_PAGE_SIZE } from './domain/catalog-constants';
import { ProductDto } from './dto/product.dto';
import { GetProductHandler } from './queries/get-product/get-product.handler';
import { GetProductQuery } from './queries/get-product/get-product.query';
import { ListProductsHandler } from './queries/list-products/list-products.handler';
import { ListProductsQuery } from './queries/list-products/list-products.query';
import { ListProductsQueryDto } from './queries/list-products/list-products.dto';
import { CachedJson } from './read-model/catalog-read-cache';


/**
 * The read model's bytes as they are: no serialising, no string-to-UTF-8 encoding and no
 * charset rewriting of the content type per request (a string body costs all three in express).
 * A matching If-None-Match still gets its 304 from express. What an admin sees (inactive products
 * too) stays private; everyone else's answer is the same for all, kept and revalidated.
 */
export function sendSerialised(res: Response, cached: CachedJson, forAdmin: boolean): void {
  res.vary('Cookie');
  if (!forAdmin) res.setHeader('Cache-Control', PUBLIC_ANSWER);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', cached.etag);
  res.send(cached.bytes);
}

@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly listProductsHandler: ListProductsHandler,
    private readonly getProductHandler: GetProductHandler,
    private readonly identity: IdentityService,
  ) {}

  /** Admins also see inactive products (DECISIONS.md, Catalog). */
  private async callerIsAdmin(req: Request): Promise<boolean> {
    const userId = req.session?.userId;
    return userId ? (await this.identity.findById(userId))?.role === 'admin' : false;
  }

  /**
   * One page of the catalog; the number of matching products is in X-Total-Count. A search
   * (websearch syntax: "a phrase", -without, or) ranks the best matches first unless another sort
   * is asked for, and forgives misspellings and synonyms (ADR 062).
   */
  @Get()
  @ApiOkResponse({
    type: [ProductDto],
    headers: {
      'X-Total-Count': { description: 'Products matching the filters', schema: { type: 'integer' } },
      'X-Search-Corrected': {
        description: 'URI-encoded: the search with its misspelt words corrected, when the search as typed found few products and the page holds what the correction finds too (none: nothing was corrected)',
        schema: { type: 'string' },
      },
    },
  })
  async listProducts(@Query() query: ListProductsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const forAdmin = await this.callerIsAdmin(req);
    const page = await this.listProductsHandler.execute(
      new ListProductsQuery({
        category: query.category,
        search: query.search,
        featured: query.featured,
        sort: query.sort ?? (query.search ? 'relevance' : 'newest'),
        limit: query.limit ?? DEFAULT_PAGE_SIZE,
        offset: query.offset ?? 0,
        includeInactive: forAdmin,
      }),
    );
    res.setHeader('X-Total-Count', String(page.total));
    if (page.correctedSearch) res.setHeader('X-Search-Corrected', encodeURIComponent(page.correctedSearch));
    // The read model's serialised page (ADR 005), sent as is; its ETag turns a revisit into a 304.
    sendSerialised(res, page, forAdmin);
  }

  @Get(':id')
  @ApiOkResponse({ type: ProductDto })
  async getProduct(@Param('id', new UuidParamPipe()) id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const forAdmin = await this.callerIsAdmin(req);
    sendSerialised(res, await this.getProductHandler.execute(new GetProductQuery(id, forAdmin)), forAdmin);
  }
}
