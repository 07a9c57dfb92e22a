import { PickType } from '@nestjs/swagger';
import { RegisterUserDto } from '../register-user/register-user.dto';

/** The e-mail and password a customer who signed up by phone adds, under sign-up's own rules. */
export class AddEmailDto extends PickType(RegisterUserDto, ['email', 'password'] as const) {}
