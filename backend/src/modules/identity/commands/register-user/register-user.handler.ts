import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConflictError } from '../../../../shared/http/domain-errors';
import { uniqueViolation } from '../../../../shared/unique-violation';
import { normaliseEmail } from '../../domain/normalise-email';
import { PasswordHasher } from '../../domain/password-hasher';
import { User } from '../../domain/user.entity';
import { RegisterUserCommand } from './register-user.command';

/** A new account; the password is kept only as a scrypt hash. 409 when the e-mail is taken. */
@Injectable()
export class RegisterUserHandler {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
  ) {}

  async execute(command: RegisterUserCommand): Promise<User> {
    const email = normaliseEmail(command.email);
    try {
      return await this.users.save(
        this.users.create({ email, passwordHash: await this.passwords.hash(command.password), firstName: command.firstName, lastName: command.lastName, role: command.role }),
      );
    } catch (error) {
      if (uniqueViolation(error) !== null) {
        throw new ConflictError('An account with this e-mail already exists');
      }
      throw error;
    }
  }
}
