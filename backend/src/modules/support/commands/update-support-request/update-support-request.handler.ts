import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import { SupportRequest } from '../../domain/support-request.entity';
import { SupportRequestDto } from '../../dto/support-request.dto';
import { UpdateSupportRequestCommand } from './update-support-request.command';

@Injectable()
export class UpdateSupportRequestHandler {
  constructor(@InjectRepository(SupportRequest) private readonly requests: Repository<SupportRequest>) {}

  async execute({ requestId: id, changes, adminEmail }: UpdateSupportRequestCommand): Promise<SupportRequestDto> {
    // @IsOptional lets null through: a null status or priority means "unchanged" (the columns are
    // NOT NULL), a null response clears it.
    if (changes.status == null && changes.priority == null && changes.response === undefined) {
      throw new InvalidInputError({ status: ['Send at least one of status, priority or response'] });
    }
    const request = await this.requests.findOneBy({ id });
    if (!request) throw new NotFoundError('Support request not found');
    if (changes.status != null) request.status = changes.status;
    if (changes.priority != null) request.priority = changes.priority;
    if (changes.response !== undefined) request.response = changes.response?.trim() || null;
    request.assignedTo ??= adminEmail;
    return SupportRequestDto.from(await this.requests.save(request));
  }
}
