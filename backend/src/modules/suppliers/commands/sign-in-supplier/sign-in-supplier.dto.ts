import { IsEmail, IsString, Length, MaxLength } from 'class-validator';

export class SignInSupplierDto {
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(255)
  email: string;

  @IsString()
  @Length(6, 200, { message: 'Password must be at least 6 characters' })
  password: string;
}
