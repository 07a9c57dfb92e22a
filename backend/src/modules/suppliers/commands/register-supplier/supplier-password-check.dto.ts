import { IsString, Length } from 'class-validator';
import { AcceptablePassword } from '../../../identity/dto/acceptable-password.decorator';
import { EmailAddress } from '../../../../shared/http/person-fields.decorator';

/**
 * The password of an application and the e-mail it belongs to, checked by the very rules of
 * RegisterSupplierDto before the supplier takes a selfie and photographs an ID.
 */
export class SupplierPasswordCheckDto {
  @EmailAddress()
  email: string;

  @IsString()
  @Length(6, 200, { message: 'Password must be at least 6 characters' })
  @AcceptablePassword(6)
  password: string;
}
