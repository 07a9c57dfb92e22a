import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids are UUIDs; anything else is refused before it reaches a query. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(private readonly name = 'id') {}

  transform(value: string): string {
    if (!UUID.test(value)) throw new BadRequestException({ message: 'Invalid input', fields: { [this.name]: [`${this.name} must be a UUID`] } });
    return value.toLowerCase();
  }
}
