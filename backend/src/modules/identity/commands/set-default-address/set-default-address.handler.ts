import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transactions } from '../../../../shared/transactions';
import { AddressBook } from '../../domain/address-book';
import { SavedAddressDto } from '../../dto/saved-address.dto';
import { SetDefaultAddressCommand } from './set-default-address.command';

/** Makes one of the customer's addresses the default, and so no other. */
@Injectable()
export class SetDefaultAddressHandler {
  constructor(@InjectDataSource() private readonly dataSource: Transactions) {}

  execute({ userId, id }: SetDefaultAddressCommand): Promise<SavedAddressDto> {
    return this.dataSource.transaction(async (manager) => SavedAddressDto.of(await (await AddressBook.open(manager, userId)).makeDefault(id)));
  }
}
