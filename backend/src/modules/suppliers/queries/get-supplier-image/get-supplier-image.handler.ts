import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { SupplierImage } from '../../domain/supplier-image.entity';
import { GetSupplierImageQuery } from './get-supplier-image.query';

/** A KYC image's bytes, for the admin console only. */
@Injectable()
export class GetSupplierImageHandler {
  constructor(@InjectRepository(SupplierImage) private readonly images: Repository<SupplierImage>) {}

  async execute({ supplierId, kind }: GetSupplierImageQuery): Promise<SupplierImage> {
    const image = await this.images.findOneBy({ supplierId, kind });
    if (!image) throw new NotFoundError('No image submitted');
    return image;
  }
}
