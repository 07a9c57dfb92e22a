import { ApiProperty } from '@nestjs/swagger';
import { User } from '../domain/user.entity';

export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** Null for a customer who signed up with a phone number. */
  @ApiProperty({ nullable: true, type: String })
  email: string | null;

  /** E.164, once the customer signed in with a code sent to it. */
  @ApiProperty({ nullable: true, type: String })
  phone: string | null;

  @ApiProperty({ nullable: true, type: String })
  firstName: string | null;

  @ApiProperty({ nullable: true, type: String })
  lastName: string | null;

  @ApiProperty({ nullable: true, type: String })
  profileImageUrl: string | null;

  @ApiProperty({ enum: ['customer', 'admin', 'rider'] })
  role: string;

  /** True in the session that created the account: the storefront greets "Welcome", not "Welcome back". */
  newAccount: boolean;

  static from(user: User, newAccount = false): UserDto {
    return { id: user.id, email: user.email, phone: user.phone, firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl, role: user.role, newAccount };
  }
}
