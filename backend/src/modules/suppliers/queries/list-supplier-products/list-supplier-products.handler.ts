import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SupplierProduct } from '../../domain/supplier-product.entity';
import { SupplierProductDto } from '../../dto/supplier-product.dto';
import { ListSupplierProductsQuery } from './list-supplier-products.query';

@Injectable()
export class ListSupplierProductsHandler {
  constructor(@InjectRepository(SupplierProduct) private readonly products: Repository<SupplierProduct>) {}

  async execute({ supplierId }: ListSupplierProductsQuery): Promise<SupplierProductDto[]> {
    return (await this.products.find({ where: { supplierId }, order: { createdAt: 'DESC' }, take: 500 })).map(SupplierProductDto.from);
  }
}
