import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UnsaveItemCommand } from './unsave-item.command';

/** Lets a saved product go; one that was not saved (or is gone from the catalog) is no error. */
@Injectable()
export class UnsaveItemHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ userId, productId }: UnsaveItemCommand): Promise<void> {
    await this.dataSource.query(`DELETE FROM saved_items WHERE "userId" = $1 AND "productId" = $2`, [userId, productId]);
  }
}
