import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { ReturnPhoto } from '../../domain/return-photo.entity';

/** One photo a shopper sent with a return, for staff; 404 for a return or a position with none. */
@Injectable()
export class ReturnPhotoHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(returnId: string, position: number): Promise<{ data: Buffer; mimeType: string }> {
    const photo = await this.dataSource.getRepository(ReturnPhoto).findOne({ where: { returnId, position }, select: { data: true, mimeType: true } });
    if (!photo) throw new NotFoundError('There is no such photo');
    return photo;
  }
}
