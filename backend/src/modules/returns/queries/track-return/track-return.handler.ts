import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { ReturnRequest } from '../../domain/return-request.entity';
import { normaliseReturnNumber, RETURN_NUMBER } from '../../domain/return-rules';
import { ReturnDto } from '../../dto/return.dto';

/** A return by its number (unguessable, like an order's): its lines, money and timeline, no contact details. */
@Injectable()
export class TrackReturnHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(returnNumber: string): Promise<ReturnDto> {
    const number = normaliseReturnNumber(returnNumber.slice(0, 30));
    const row = RETURN_NUMBER.test(number) ? await this.dataSource.manager.findOneBy(ReturnRequest, { returnNumber: number }) : null;
    if (!row) throw new NotFoundError('Return not found');
    return ReturnDto.from(row);
  }
}
