import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { User } from '../../domain/user.entity';
import { SetNameCommand } from './set-name.command';

/**
 * A customer names their account or changes its name. An account made by an SMS code has none
 * (ADR 068), so the shop greeted it as "Valued Customer" and the checkout asked for a name each time.
 * Staff names are set by an admin.
 */
@Injectable()
export class SetNameHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ userId, firstName, lastName }: SetNameCommand): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw new UnauthorizedException();
      if (user.role !== 'customer') throw new ForbiddenException('Staff accounts are set up by an admin');
      user.firstName = firstName;
      user.lastName = lastName;
      return users.save(user);
    });
  }
}
