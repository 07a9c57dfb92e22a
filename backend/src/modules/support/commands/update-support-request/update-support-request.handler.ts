import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import { SupportRequest } from '../../domain/support-request.entity';
import { SupportRequestDto } from '../../dto/support-request.dto';
import { UpdateSupportRequestDto } from './update-support-request.dto';

@Injectable()
export class UpdateSupportRequestHandler {
  constructor(@InjectRepository(SupportRequest) private readonly requests: Repository<SupportRequest>) {}

  async execute(id: string, changes: UpdateSupportRequestDto, adminEmail: string): Promise<SupportRequestDto> {
    if (changes.status === undefined && changes.priority === undefined && changes.response === undefined) {
      throw new InvalidInputError({ status: ['Send at least one of status, priority or response'] });
    }
    const request = await this.requests.findOneBy({ id });
    if (!request) throw new NotFoundError('Support request not found');
    if (changes.status !== undefined) request.status = changes.status;
    if (changes.priority !== undefined) request.priority = changes.priority;
    if (changes.response !== undefined) request.response = changes.response.trim() || null;
    request.assignedTo ??= adminEmail;
    return SupportRequestDto.from(await this.requests.save(request));
  }
}
