import { ApiProperty } from '@nestjs/swagger';
import { User } from '../domain/user.entity';

export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  email: string;

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
    return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl, role: user.role, newAccount };
  }
}
