import { IsString, Length } from 'class-validator';
import { AcceptablePassword } from '../../dto/acceptable-password.decorator';
import { EmailAddress, PersonName } from '../../../../shared/http/person-fields.decorator';

export class RegisterUserDto {
  @EmailAddress()
  email: string;

  @IsString()
  @Length(8, 200, { message: 'password must be at least 8 characters' })
  @AcceptablePassword(8)
  password: string;

  @PersonName()
  firstName: string;

  @PersonName()
  lastName: string;
}
