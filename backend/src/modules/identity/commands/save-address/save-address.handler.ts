import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transactions } from '../../../../shared/transactions';
import { AddressBook } from '../../domain/address-book';
import { SavedAddressDto } from '../../dto/saved-address.dto';
import { SaveAddressCommand } from './save-address.command';

/** Adds an address to the customer's book: 409 past the limit, the first one the default. */
@Injectable()
export class SaveAddressHandler {
  constructor(@InjectDataSource() private readonly dataSource: Transactions) {}

  execute({ userId, address }: SaveAddressCommand): Promise<SavedAddressDto> {
    return this.dataSource.transaction(async (manager) => {
      const book = await AddressBook.open(manager, userId);
      return SavedAddressDto.of(await book.add(address, address.isDefault === true));
    });
  }
}
