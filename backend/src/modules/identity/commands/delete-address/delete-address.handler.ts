import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transactions } from '../../../../shared/transactions';
import { AddressBook } from '../../domain/address-book';
import { DeleteAddressCommand } from './delete-address.command';

/** Deletes one of the customer's addresses; the default's place goes to the most recent other. */
@Injectable()
export class DeleteAddressHandler {
  constructor(@InjectDataSource() private readonly dataSource: Transactions) {}

  execute({ userId, id }: DeleteAddressCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => (await AddressBook.open(manager, userId)).remove(id));
  }
}
