import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SavedAddress } from '../../domain/saved-address.entity';
import { SavedAddressDto } from '../../dto/saved-address.dto';
import { ListAddressesQuery } from './list-addresses.query';

/** The customer's saved addresses, the default first, then the newest. */
@Injectable()
export class ListAddressesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ userId }: ListAddressesQuery): Promise<SavedAddressDto[]> {
    const saved = await this.dataSource.getRepository(SavedAddress).find({ where: { userId }, order: { isDefault: 'DESC', createdAt: 'DESC', id: 'ASC' } });
    return saved.map((address) => SavedAddressDto.of(address));
  }
}
