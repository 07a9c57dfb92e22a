import { IsEmail, IsString, Length, MaxLength } from 'class-validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { SingleLine } from '../../../../shared/http/plain-text.validator';
import { AcceptablePassword } from '../../dto/acceptable-password.decorator';

export class RegisterUserDto {
  @IsEmail()
  @MaxLength(255)
  email: string;

  @IsString()
  @Length(8, 200, { message: 'password must be at least 8 characters' })
  @AcceptablePassword(8)
  password: string;

  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 100)
  firstName: string;

  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 100)
  lastName: string;
}
