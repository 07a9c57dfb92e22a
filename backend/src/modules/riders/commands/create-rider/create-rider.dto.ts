import { RegisterUserDto } from '../../../identity/commands/register-user/register-user.dto';

/** A rider's sign-in, made by an admin and handed to the rider: what a shopper gives to sign up. */
export class CreateRiderDto extends RegisterUserDto {}
