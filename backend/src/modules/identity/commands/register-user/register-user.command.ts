import { UserRole } from '../../domain/user.entity';

export class RegisterUserCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly firstName: string | null,
    readonly lastName: string | null,
    readonly role: UserRole,
  ) {}
}
