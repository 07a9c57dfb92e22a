import { Body, Controller, Get, Param, ParseEnumPipe, Post, Put, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly, RequestWithUser } from '../identity/guards/auth.guards';
import { ApproveSupplierCommand } from './commands/approve-supplier/approve-supplier.command';
import { ApproveSupplierHandler } from './commands/approve-supplier/approve-supplier.handler';
import { PublishSupplierProductCommand } from './commands/publish-supplier-product/publish-supplier-product.command';
import { PublishSupplierProductDto } from './commands/publish-supplier-product/publish-supplier-product.dto';
import { PublishSupplierProductHandler } from './commands/publish-supplier-product/publish-supplier-product.handler';
import { ReviewSupplierCostCommand } from './commands/review-supplier-cost/review-supplier-cost.command';
import { ReviewSupplierCostDto } from './commands/review-supplier-cost/review-supplier-cost.dto';
import { ReviewSupplierCostHandler } from './commands/review-supplier-cost/review-supplier-cost.handler';
import { ReviewSupplierFaceCommand } from './commands/review-supplier-face/review-supplier-face.command';
import { ReviewSupplierFaceDto } from './commands/review-supplier-face/review-supplier-face.dto';
import { ReviewSupplierFaceHandler } from './commands/review-supplier-face/review-supplier-face.handler';
import { SupplierImageKind } from './domain/supplier-image.entity';
import { SupplierProductDto } from './dto/supplier-product.dto';
import { AdminSupplierDto } from './dto/supplier.dto';
import { GetSupplierHandler } from './queries/get-supplier/get-supplier.handler';
import { GetSupplierQuery } from './queries/get-supplier/get-supplier.query';
import { GetSupplierImageHandler } from './queries/get-supplier-image/get-supplier-image.handler';
import { GetSupplierImageQuery } from './queries/get-supplier-image/get-supplier-image.query';
import { ListSupplierProductsHandler } from './queries/list-supplier-products/list-supplier-products.handler';
import { ListSupplierProductsQuery } from './queries/list-supplier-products/list-supplier-products.query';
import { ListSuppliersHandler } from './queries/list-suppliers/list-suppliers.handler';
import { ListSuppliersQuery } from './queries/list-suppliers/list-suppliers.query';

enum ImageKind {
  face = 'face',
  governmentId = 'government-id',
}

@Controller('admin')
@AdminOnly('suppliers')
export class AdminSuppliersController {
  constructor(
    private readonly listSuppliersHandler: ListSuppliersHandler,
    private readonly getSupplierHandler: GetSupplierHandler,
    private readonly getSupplierImageHandler: GetSupplierImageHandler,
    private readonly reviewSupplierFaceHandler: ReviewSupplierFaceHandler,
    private readonly approveSupplierHandler: ApproveSupplierHandler,
    private readonly listSupplierProductsHandler: ListSupplierProductsHandler,
    private readonly publishSupplierProductHandler: PublishSupplierProductHandler,
    private readonly reviewSupplierCostHandler: ReviewSupplierCostHandler,
  ) {}

  @Get('suppliers')
  @ApiOkResponse({ type: [AdminSupplierDto] })
  listSuppliers(): Promise<AdminSupplierDto[]> {
    return this.listSuppliersHandler.execute(new ListSuppliersQuery());
  }

  /** The selfie or the ID image; admins only, never cached. */
  @Get('suppliers/:id/images/:kind')
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'JPEG bytes, metadata stripped' })
  async getSupplierImage(@Param('id', new UuidParamPipe()) id: string, @Param('kind', new ParseEnumPipe(ImageKind)) kind: SupplierImageKind, @Res() res: Response): Promise<void> {
    const image = await this.getSupplierImageHandler.execute(new GetSupplierImageQuery(id, kind));
    res.setHeader('Cache-Control', 'no-store, private');
    res.type(image.mimeType).send(image.data);
  }

  @Put('suppliers/:id/verify-face')
  @ApiOkResponse({ type: AdminSupplierDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Face already reviewed' })
  async verifySupplierFace(@Param('id', new UuidParamPipe()) id: string, @Body() body: ReviewSupplierFaceDto, @Req() req: RequestWithUser): Promise<AdminSupplierDto> {
    await this.reviewSupplierFaceHandler.execute(new ReviewSupplierFaceCommand(id, body, req.user!.id));
    return this.getSupplierHandler.execute(new GetSupplierQuery(id));
  }

  @Put('suppliers/:id/approve')
  @ApiOkResponse({ type: AdminSupplierDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Face not verified' })
  async approveSupplier(@Param('id', new UuidParamPipe()) id: string): Promise<AdminSupplierDto> {
    await this.approveSupplierHandler.execute(new ApproveSupplierCommand(id));
    return this.getSupplierHandler.execute(new GetSupplierQuery(id));
  }

  @Get('suppliers/:id/products')
  @ApiOkResponse({ type: [SupplierProductDto] })
  listSupplierProductsForAdmin(@Param('id', new UuidParamPipe()) id: string): Promise<SupplierProductDto[]> {
    return this.listSupplierProductsHandler.execute(new ListSupplierProductsQuery(id));
  }

  /** Puts a supplier product on sale in the catalog, in the given category. */
  @Post('supplier-products/:id/publish')
  @ApiCreatedResponse({ type: SupplierProductDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  publishSupplierProduct(@Param('id', new UuidParamPipe()) id: string, @Body() body: PublishSupplierProductDto): Promise<SupplierProductDto> {
    return this.publishSupplierProductHandler.execute(new PublishSupplierProductCommand(id, body.category));
  }

  /** Approves or rejects a published product's cost change of more than 20% (the catalog kept the old price meanwhile). */
  @Put('supplier-products/:id/cost-review')
  @ApiOkResponse({ type: SupplierProductDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'No cost change awaits review' })
  reviewSupplierCost(@Param('id', new UuidParamPipe()) id: string, @Body() body: ReviewSupplierCostDto): Promise<SupplierProductDto> {
    return this.reviewSupplierCostHandler.execute(new ReviewSupplierCostCommand(id, body.decision));
  }
}
