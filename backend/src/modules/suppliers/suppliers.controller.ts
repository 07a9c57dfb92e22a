import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, Res, UploadedFile, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { RateLimit } from '../../shared/http/rate-limit';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { destroySession, regenerateSession, saveSession } from '../identity/sessions/install-sessions';
import { FORMER_SUPPLIER_COOKIE_PATH, SUPPLIER_COOKIE_PATH, SUPPLIER_SESSION_COOKIE } from '../identity/sessions/session-types';
import { DeleteSupplierProductCommand } from './commands/delete-supplier-product/delete-supplier-product.command';
import { DeleteSupplierProductHandler } from './commands/delete-supplier-product/delete-supplier-product.handler';
import { EmailCheckAllowance, SUPPLIER_REGISTER_LIMIT } from './commands/register-supplier/email-check-allowance';
import { RegisterSupplierCommand } from './commands/register-supplier/register-supplier.command';
import { RegisterSupplierDto, SupplierApplicationReceiptDto } from './commands/register-supplier/register-supplier.dto';
import { RegisterSupplierHandler } from './commands/register-supplier/register-supplier.handler';
import { SupplierPasswordCheckDto } from './commands/register-supplier/supplier-password-check.dto';
import { SaveSupplierProductCommand } from './commands/save-supplier-product/save-supplier-product.command';
import { SaveSupplierProductDto } from './commands/save-supplier-product/save-supplier-product.dto';
import { SaveSupplierProductHandler } from './commands/save-supplier-product/save-supplier-product.handler';
import { SignInSupplierDto } from './commands/sign-in-supplier/sign-in-supplier.dto';
import { SupplierProductDto } from './dto/supplier-product.dto';
import { SupplierProfileDto } from './dto/supplier.dto';
import { UploadPhotoCommand } from '../media/commands/upload-photo/upload-photo.command';
import { UploadPhotoHandler } from '../media/commands/upload-photo/upload-photo.handler';
import { PhotoDto } from '../media/dto/photo.dto';
import { PhotoUpload } from '../media/upload-photo.decorator';
import { SupplierLoginGuard } from './guards/supplier-password.strategy';
import { ApprovedSupplierGuard, RequestWithSupplier, SupplierGuard } from './guards/supplier.guards';
import { CheckSupplierEmailHandler } from './queries/check-supplier-email/check-supplier-email.handler';
import { CheckSupplierEmailQuery } from './queries/check-supplier-email/check-supplier-email.query';
import { ListSupplierProductsHandler } from './queries/list-supplier-products/list-supplier-products.handler';
import { ListSupplierProductsQuery } from './queries/list-supplier-products/list-supplier-products.query';

/** The supplier portal's API: its own session cookie, its own account, its own products only. */
@ApiTags('suppliers')
@Controller('suppliers')
export class SuppliersController {
  constructor(
    private readonly registerSupplierHandler: RegisterSupplierHandler,
    private readonly listSupplierProductsHandler: ListSupplierProductsHandler,
    private readonly saveSupplierProductHandler: SaveSupplierProductHandler,
    private readonly deleteSupplierProductHandler: DeleteSupplierProductHandler,
    private readonly uploadPhotoHandler: UploadPhotoHandler,
    private readonly checkSupplierEmailHandler: CheckSupplierEmailHandler,
    private readonly emailCheckAllowance: EmailCheckAllowance,
  ) {}

  /** An application with a selfie and a government ID (data URLs or base64, under 5 MB each). */
  @Post('register')
  @RateLimit(...SUPPLIER_REGISTER_LIMIT)
  @ApiCreatedResponse({ type: SupplierApplicationReceiptDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'E-mail already used' })
  registerSupplier(@Body() body: RegisterSupplierDto): Promise<SupplierApplicationReceiptDto> {
    return this.registerSupplierHandler.execute(new RegisterSupplierCommand(body));
  }

  /**
   * 204 when the password of an application would be taken and its e-mail has not applied yet,
   * else 400 naming the field or the application's own 409: the portal asks before the selfie and
   * the ID, so neither costs photos. E-mail lookups have an allowance of their own (10 an hour),
   * apart from the application's, so checking ahead never spends an honest application. Nothing is stored.
   */
  @Post('register/password-check')
  @HttpCode(204)
  @RateLimit('supplier-password-check', 30, 3600)
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'E-mail already used' })
  async checkApplicationPassword(@Body() body: SupplierPasswordCheckDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    // The ValidationPipe has applied the password rules; only a password that will do costs a lookup.
    await this.emailCheckAllowance.take(req, res);
    await this.checkSupplierEmailHandler.execute(new CheckSupplierEmailQuery(body.email));
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit('supplier-login', 10, 600)
  @ApiOkResponse({ type: SupplierProfileDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @UseGuards(SupplierLoginGuard)
  // The body is checked by the guard; it is declared here for the API contract.
  async supplierLogin(@Body() _credentials: SignInSupplierDto, @Req() req: RequestWithSupplier, @Res({ passthrough: true }) res: Response): Promise<SupplierProfileDto> {
    const supplier = req.supplier!;
    res.clearCookie(SUPPLIER_SESSION_COOKIE, { path: FORMER_SUPPLIER_COOKIE_PATH });
    await regenerateSession(req);
    req.session.supplierId = supplier.id;
    await saveSession(req);
    return SupplierProfileDto.from(supplier);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse()
  async supplierLogout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await destroySession(req);
    res.clearCookie(SUPPLIER_SESSION_COOKIE, { path: SUPPLIER_COOKIE_PATH });
    res.clearCookie(SUPPLIER_SESSION_COOKIE, { path: FORMER_SUPPLIER_COOKIE_PATH });
  }

  @Get('profile')
  @UseGuards(SupplierGuard)
  @ApiOkResponse({ type: SupplierProfileDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  getSupplierProfile(@Req() req: RequestWithSupplier): SupplierProfileDto {
    return SupplierProfileDto.from(req.supplier!);
  }

  @Get('products')
  @UseGuards(SupplierGuard)
  @ApiOkResponse({ type: [SupplierProductDto] })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  listOwnSupplierProducts(@Req() req: RequestWithSupplier): Promise<SupplierProductDto[]> {
    return this.listSupplierProductsHandler.execute(new ListSupplierProductsQuery(req.supplier!.id));
  }

  @Post('products')
  @UseGuards(ApprovedSupplierGuard)
  @ApiCreatedResponse({ type: SupplierProductDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not approved yet' })
  createSupplierProduct(@Body() body: SaveSupplierProductDto, @Req() req: RequestWithSupplier): Promise<SupplierProductDto> {
    return this.saveSupplierProductHandler.execute(new SaveSupplierProductCommand(req.supplier!.id, body, null));
  }

  @Put('products/:id')
  @UseGuards(ApprovedSupplierGuard)
  @ApiOkResponse({ type: SupplierProductDto })
  updateSupplierProduct(@Param('id', new UuidParamPipe()) id: string, @Body() body: SaveSupplierProductDto, @Req() req: RequestWithSupplier): Promise<SupplierProductDto> {
    return this.saveSupplierProductHandler.execute(new SaveSupplierProductCommand(req.supplier!.id, body, id));
  }

  /** A photo for the supplier's own products (`supplierImages`); only its uploader may use it. */
  @Post('photos')
  @UseGuards(ApprovedSupplierGuard)
  @PhotoUpload()
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not approved yet' })
  uploadSupplierPhoto(@UploadedFile() photo: Express.Multer.File | undefined, @Req() req: RequestWithSupplier): Promise<PhotoDto> {
    return this.uploadPhotoHandler.execute(new UploadPhotoCommand(`supplier:${req.supplier!.id}`, photo?.buffer));
  }

  @Delete('products/:id')
  @HttpCode(204)
  @UseGuards(ApprovedSupplierGuard)
  @ApiNoContentResponse()
  deleteSupplierProduct(@Param('id', new UuidParamPipe()) id: string, @Req() req: RequestWithSupplier): Promise<void> {
    return this.deleteSupplierProductHandler.execute(new DeleteSupplierProductCommand(req.supplier!.id, id));
  }
}
