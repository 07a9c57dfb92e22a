import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transactions } from '../../../../shared/transactions';
import { AddressBook } from '../../domain/address-book';
import { SavedAddressDto } from '../../dto/saved-address.dto';
import { UpdateAddressCommand } from './update-address.command';

/** Replaces one of the customer's addresses; anyone else's answers 404. */
@Injectable()
export class UpdateAddressHandler {
  constructor(@InjectDataSource() private readonly dataSource: Transactions) {}

  execute({ userId, id, address }: UpdateAddressCommand): Promise<SavedAddressDto> {
    return this.dataSource.transaction(async (manager) => {
      const book = await AddressBook.open(manager, userId);
      return SavedAddressDto.of(await book.replace(id, address, address.isDefault === true));
    });
  }
}
