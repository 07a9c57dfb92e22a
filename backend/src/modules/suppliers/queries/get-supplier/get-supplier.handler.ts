import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { Supplier } from '../../domain/supplier.entity';
import { AdminSupplierDto } from '../../dto/supplier.dto';
import { GetSupplierQuery } from './get-supplier.query';

/** One application as the admin console shows it, with which images exist (never their bytes). */
@Injectable()
export class GetSupplierHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ supplierId: id }: GetSupplierQuery): Promise<AdminSupplierDto> {
    const supplier = await this.dataSource.getRepository(Supplier).findOneBy({ id });
    if (!supplier) throw new NotFoundError('Supplier not found');
    const kinds: { kind: string }[] = await this.dataSource.query(`SELECT kind FROM supplier_images WHERE "supplierId" = $1`, [id]);
    return AdminSupplierDto.withImages(supplier, new Set(kinds.map((row) => row.kind)));
  }
}
