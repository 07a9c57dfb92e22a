import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** SPEC: a random 9-character id made by the browser; accepted from 6 to 64 URL-safe characters. */
export const CART_SESSION_ID = /^[A-Za-z0-9_-]{6,64}$/;

@Injectable()
export class CartSessionIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!CART_SESSION_ID.test(value)) {
      throw new BadRequestException({ message: 'Invalid input', fields: { sessionId: ['sessionId must be 6 to 64 letters, digits, - or _'] } });
    }
    return value;
  }
}
