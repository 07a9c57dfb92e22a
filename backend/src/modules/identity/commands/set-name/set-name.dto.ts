import { PickType } from '@nestjs/swagger';
import { RegisterUserDto } from '../register-user/register-user.dto';

/** The name a customer gives their account, under sign-up's own rules. */
export class SetNameDto extends PickType(RegisterUserDto, ['firstName', 'lastName'] as const) {}
