import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { ShippingAddress } from '../ordering/domain/order.entity';
import { AddressBook } from './domain/address-book';
import { ConflictError } from '../../shared/http/domain-errors';
import { RegisterUserCommand } from './commands/register-user/register-user.command';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { normaliseEmail } from './domain/normalise-email';
import { PasswordHasher } from './domain/password-hasher';
import { User, UserRole } from './domain/user.entity';

/** What the rest of the shop (guards, the admin made at start, scripts) asks of accounts. */
@Injectable()
export class IdentityService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly registerUser: RegisterUserHandler,
    private readonly passwords: PasswordHasher,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Creates the admin, or makes the existing account an admin with this password. */
  async ensureAdmin(emailInput: string, password: string): Promise<{ user: User; created: boolean }> {
    const email = normaliseEmail(emailInput);
    const existing = await this.users.findOneBy({ email });
    if (existing) return { user: await this.promoteToAdmin(existing, password), created: false };
    try {
      return { user: await this.registerUser.execute(new RegisterUserCommand(email, password, 'Admin', null, 'admin')), created: true };
    } catch (error) {
      // Instances starting together on one database all run this: the losers update what the winner made.
      const made = error instanceof ConflictError ? await this.users.findOneBy({ email }) : null;
      if (!made) throw error;
      return { user: await this.promoteToAdmin(made, password), created: false };
    }
  }

  private async promoteToAdmin(user: User, password: string): Promise<User> {
    user.role = 'admin';
    user.passwordHash = await this.passwords.hash(password);
    return this.users.save(user);
  }

  /** Accounts of one role, by name: the riders an admin assigns orders to. */
  withRole(role: UserRole): Promise<User[]> {
    return this.users.find({ where: { role }, order: { firstName: 'ASC', lastName: 'ASC', email: 'ASC' } });
  }

  /** Switches an account of this role off (it signs in and acts no more) or back on; null when there is none. */
  async switchAccount(id: string, role: UserRole, active: boolean): Promise<User | null> {
    const user = await this.users.findOneBy({ id, role });
    if (!user || active === (user.disabledAt === null)) return user;
    user.disabledAt = active ? null : new Date();
    return this.users.save(user);
  }

  countAdmins(): Promise<number> {
    return this.users.countBy({ role: 'admin' });
  }

  /**
   * Checkout's "Save this address", inside the order's transaction: an order that fails saves
   * nothing. Skipped when the customer keeps that address already or keeps five (ADR 064).
   */
  async saveCheckoutAddress(manager: EntityManager, userId: string, address: ShippingAddress): Promise<void> {
    await (await AddressBook.open(manager, userId)).keepFromCheckout(address);
  }
}
