import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { UuidParamPipe } from '../../shared/http/uuid-param.pipe';
import { AdminOnly } from '../identity/guards/auth.guards';
import { CreateProductCommand } from './commands/create-product/create-product.command';
import { CreateProductHandler } from './commands/create-product/create-product.handler';
import { ProductFieldsDto } from './commands/create-product/product-fields.dto';
import { DeleteProductCommand } from './commands/delete-product/delete-product.command';
import { DeleteProductHandler } from './commands/delete-product/delete-product.handler';
import { UpdateProductCommand } from './commands/update-product/update-product.command';
import { UpdateProductDto } from './commands/update-product/update-product.dto';
import { UpdateProductHandler } from './commands/update-product/update-product.handler';
import { ProductDto } from './dto/product.dto';

@Controller('admin/products')
@AdminOnly('catalog')
export class AdminProductsController {
  constructor(
    private readonly createProductHandler: CreateProductHandler,
    private readonly updateProductHandler: UpdateProductHandler,
    private readonly deleteProductHandler: DeleteProductHandler,
  ) {}

  @Post()
  @ApiCreatedResponse({ type: ProductDto })
  createProduct(@Body() body: ProductFieldsDto): Promise<ProductDto> {
    return this.createProductHandler.execute(new CreateProductCommand(body));
  }

  @Patch(':id')
  @ApiOkResponse({ type: ProductDto })
  updateProduct(@Param('id', new UuidParamPipe()) id: string, @Body() body: UpdateProductDto): Promise<ProductDto> {
    return this.updateProductHandler.execute(new UpdateProductCommand(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  deleteProduct(@Param('id', new UuidParamPipe()) id: string): Promise<void> {
    return this.deleteProductHandler.execute(new DeleteProductCommand(id));
  }
}
