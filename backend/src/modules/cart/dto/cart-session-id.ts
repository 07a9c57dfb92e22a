import { applyDecorators, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

/** SPEC: a random 9-character id made by the browser; accepted from 6 to 64 URL-safe characters. */
export const CART_SESSION_ID = /^[A-Za-z0-9_-]{6,64}$/;
const REFUSED = 'sessionId must be 6 to 64 letters, digits, - or _';

/** The cart id in a request body; CartSessionIdPipe checks it in a path. */
export function CartSessionId(): PropertyDecorator {
  return applyDecorators(ApiProperty({ pattern: CART_SESSION_ID.source }), Matches(CART_SESSION_ID, { message: REFUSED }));
}

@Injectable()
export class CartSessionIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!CART_SESSION_ID.test(value)) {
      throw new BadRequestException({ message: 'Invalid input', fields: { sessionId: [REFUSED] } });
    }
    return value;
  }
}
