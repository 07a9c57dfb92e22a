import { IsString, Length } from 'class-validator';
import { EmailAddress } from '../../../../shared/http/person-fields.decorator';

export class SignInDto {
  @EmailAddress()
  email: string;

  @IsString()
  @Length(1, 200)
  password: string;
}
