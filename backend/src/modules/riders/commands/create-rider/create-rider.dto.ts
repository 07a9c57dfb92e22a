import { IsString, Length } from 'class-validator';
import { AcceptablePassword } from '../../../identity/dto/acceptable-password.decorator';
import { EmailAddress, PersonName } from '../../../../shared/http/person-fields.decorator';

/** A rider's sign-in, made by an admin and handed to the rider. */
export class CreateRiderDto {
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
