import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Supplier } from '../../domain/supplier.entity';
import { SupplierEmailTakenError } from '../../domain/suppliers.errors';
import { CheckSupplierEmailQuery } from './check-supplier-email.query';

/** Refuses an e-mail that has already applied (stored lower-case, as the application stores it). */
@Injectable()
export class CheckSupplierEmailHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ email }: CheckSupplierEmailQuery): Promise<void> {
    if (await this.dataSource.getRepository(Supplier).existsBy({ email: email.toLowerCase() })) throw new SupplierEmailTakenError();
  }
}
