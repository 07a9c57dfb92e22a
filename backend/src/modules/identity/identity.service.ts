import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { ConflictError } from '../../shared/http/domain-errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from './domain/password-hasher';
import { User, UserRole } from './domain/user.entity';

/** Accounts: e-mails are unique case-insensitively (stored lower-cased); passwords only as scrypt hashes. */
@Injectable()
export class IdentityService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async register(input: { email: string; password: string; firstName: string | null; lastName: string | null; role: UserRole }): Promise<User> {
    const email = normaliseEmail(input.email);
    try {
      return await this.users.save(
        this.users.create({ email, passwordHash: await hashPassword(input.password), firstName: input.firstName, lastName: input.lastName, role: input.role }),
      );
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ConflictError('An account with this e-mail already exists');
      }
      throw error;
    }
  }

  /** The user for these credentials, or null: an unknown e-mail and a wrong password look alike. */
  async authenticate(emailInput: string, password: string): Promise<User | null> {
    const user = await this.users.findOneBy({ email: normaliseEmail(emailInput) });
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
    return user && matches ? user : null;
  }

  /** Creates the admin, or makes the existing account an admin with this password. */
  async ensureAdmin(emailInput: string, password: string): Promise<{ user: User; created: boolean }> {
    const email = normaliseEmail(emailInput);
    const existing = await this.users.findOneBy({ email });
    if (existing) return { user: await this.promoteToAdmin(existing, password), created: false };
    try {
      return { user: await this.register({ email, password, firstName: 'Admin', lastName: null, role: 'admin' }), created: true };
    } catch (error) {
      // Instances starting together on one database all run this: the losers update what the winner made.
      const made = error instanceof ConflictError ? await this.users.findOneBy({ email }) : null;
      if (!made) throw error;
      return { user: await this.promoteToAdmin(made, password), created: false };
    }
  }

  private async promoteToAdmin(user: User, password: string): Promise<User> {
    user.role = 'admin';
    user.passwordHash = await hashPassword(password);
    return this.users.save(user);
  }

  countAdmins(): Promise<number> {
    return this.users.countBy({ role: 'admin' });
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
