import { IsEmail, IsString, Length, MaxLength } from 'class-validator';

export class SignInDto {
  @IsEmail()
  @MaxLength(255)
  email: string;

  @IsString()
  @Length(1, 200)
  password: string;
}
