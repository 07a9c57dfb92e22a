import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Supplier } from '../../domain/supplier.entity';
import { AdminSupplierDto } from '../../dto/supplier.dto';
import { ListSuppliersQuery } from './list-suppliers.query';

@Injectable()
export class ListSuppliersHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Applications, newest first, with which images exist (never their bytes). */
  async execute(_query: ListSuppliersQuery): Promise<AdminSupplierDto[]> {
    const suppliers = await this.dataSource.getRepository(Supplier).find({ order: { createdAt: 'DESC' }, take: 500 });
    const images: { supplierId: string; kind: string }[] = await this.dataSource.query(`SELECT "supplierId", kind FROM supplier_images`);
    const kindsBySupplier = new Map<string, Set<string>>();
    for (const image of images) kindsBySupplier.set(image.supplierId, (kindsBySupplier.get(image.supplierId) ?? new Set()).add(image.kind));
    return suppliers.map((supplier) => AdminSupplierDto.withImages(supplier, kindsBySupplier.get(supplier.id) ?? new Set()));
  }
}
