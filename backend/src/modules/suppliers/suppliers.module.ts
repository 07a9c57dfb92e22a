import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { MediaModule } from '../media/media.module';
import { SupplierPhotosInUse } from './supplier-photos-in-use';
import { AdminSuppliersController } from './admin-suppliers.controller';
import { ApproveSupplierHandler } from './commands/approve-supplier/approve-supplier.handler';
import { DeleteSupplierProductHandler } from './commands/delete-supplier-product/delete-supplier-product.handler';
import { PublishSupplierProductHandler } from './commands/publish-supplier-product/publish-supplier-product.handler';
import { EmailCheckAllowance } from './commands/register-supplier/email-check-allowance';
import { RegisterSupplierHandler } from './commands/register-supplier/register-supplier.handler';
import { ReviewSupplierCostHandler } from './commands/review-supplier-cost/review-supplier-cost.handler';
import { ReviewSupplierFaceHandler } from './commands/review-supplier-face/review-supplier-face.handler';
import { SaveSupplierProductHandler } from './commands/save-supplier-product/save-supplier-product.handler';
import { SignInSupplierHandler } from './commands/sign-in-supplier/sign-in-supplier.handler';
import { SupplierImage } from './domain/supplier-image.entity';
import { SupplierProduct } from './domain/supplier-product.entity';
import { Supplier } from './domain/supplier.entity';
import { SupplierPasswordStrategy } from './guards/supplier-password.strategy';
import { ApprovedSupplierGuard, SupplierGuard } from './guards/supplier.guards';
import { CheckSupplierEmailHandler } from './queries/check-supplier-email/check-supplier-email.handler';
import { GetSupplierHandler } from './queries/get-supplier/get-supplier.handler';
import { GetSupplierImageHandler } from './queries/get-supplier-image/get-supplier-image.handler';
import { ListSupplierProductsHandler } from './queries/list-supplier-products/list-supplier-products.handler';
import { ListSuppliersHandler } from './queries/list-suppliers/list-suppliers.handler';
import { SuppliersController } from './suppliers.controller';
import { SuppliersService } from './suppliers.service';

@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([Supplier, SupplierImage, SupplierProduct]), IdentityModule, CatalogModule, MediaModule],
  controllers: [SuppliersController, AdminSuppliersController],
  providers: [
    SuppliersService,
    SupplierPhotosInUse,
    SupplierPasswordStrategy,
    SupplierGuard,
    ApprovedSupplierGuard,
    RegisterSupplierHandler,
    EmailCheckAllowance,
    CheckSupplierEmailHandler,
    SignInSupplierHandler,
    ReviewSupplierFaceHandler,
    ApproveSupplierHandler,
    SaveSupplierProductHandler,
    DeleteSupplierProductHandler,
    PublishSupplierProductHandler,
    ReviewSupplierCostHandler,
    ListSuppliersHandler,
    GetSupplierHandler,
    GetSupplierImageHandler,
    ListSupplierProductsHandler,
  ],
  // Payouts read supplier terms and guard the portal's earnings routes with the supplier session.
  exports: [SuppliersService, SupplierGuard, ApprovedSupplierGuard],
})
export class SuppliersModule {}
