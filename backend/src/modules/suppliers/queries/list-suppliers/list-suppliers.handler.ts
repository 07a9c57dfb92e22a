import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { SupplierImage, SupplierImageKind } from '../../domain/supplier-image.entity';
import { Supplier } from '../../domain/supplier.entity';
import { AdminSupplierDto } from '../../dto/supplier.dto';

@Injectable()
export class ListSuppliersHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Applications, newest first, with which images exist (never their bytes). */
  async execute(): Promise<AdminSupplierDto[]> {
    const suppliers = await this.dataSource.getRepository(Supplier).find({ order: { createdAt: 'DESC' }, take: 500 });
    const images: { supplierId: string; kind: string }[] = await this.dataSource.query(`SELECT "supplierId", kind FROM supplier_images`);
    const kindsBySupplier = new Map<string, Set<string>>();
    for (const image of images) kindsBySupplier.set(image.supplierId, (kindsBySupplier.get(image.supplierId) ?? new Set()).add(image.kind));
    return suppliers.map((supplier) => AdminSupplierDto.withImages(supplier, kindsBySupplier.get(supplier.id) ?? new Set()));
  }

  async one(id: string): Promise<AdminSupplierDto> {
    const supplier = await this.dataSource.getRepository(Supplier).findOneBy({ id });
    if (!supplier) throw new NotFoundError('Supplier not found');
    const kinds: { kind: string }[] = await this.dataSource.query(`SELECT kind FROM supplier_images WHERE "supplierId" = $1`, [id]);
    return AdminSupplierDto.withImages(supplier, new Set(kinds.map((row) => row.kind)));
  }

  async image(supplierId: string, kind: SupplierImageKind): Promise<SupplierImage> {
    const image = await this.dataSource.getRepository(SupplierImage).findOneBy({ supplierId, kind });
    if (!image) throw new NotFoundError('No image submitted');
    return image;
  }
}
