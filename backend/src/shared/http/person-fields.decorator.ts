import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@shop/rules';
import { IsEmail, IsString, Length, MaxLength, type ValidationOptions } from 'class-validator';
import { SingleLine } from './plain-text.validator';
import { Trimmed } from './trimmed.decorator';

/*
 * The fields every form that names a person shares. The Swagger plugin reads only validators
 * written in the DTO itself, so each decorator states its schema too.
 */

/** An e-mail address as @IsEmail() takes it: the forms judge it with isEmailAddress of @shop/rules, the same function. */
export const EmailAddress = (options?: ValidationOptions) =>
  applyDecorators(ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH }), IsEmail({}, options), MaxLength(EMAIL_MAX_LENGTH));

/** A first or last name: trimmed, one line, 1 to 100 characters. */
export const PersonName = () =>
  applyDecorators(ApiProperty({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH }), Trimmed(), IsString(), SingleLine(), Length(1, PERSON_NAME_MAX_LENGTH));
