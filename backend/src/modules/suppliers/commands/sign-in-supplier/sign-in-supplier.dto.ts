import { IsString, Length } from 'class-validator';
import { EmailAddress } from '../../../../shared/http/person-fields.decorator';

export class SignInSupplierDto {
  @EmailAddress({ message: 'Invalid email address' })
  email: string;

  @IsString()
  @Length(6, 200, { message: 'Password must be at least 6 characters' })
  password: string;
}
