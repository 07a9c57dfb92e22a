import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SupportRequest } from '../../domain/support-request.entity';
import { SupportRequestDto } from '../../dto/support-request.dto';

@Injectable()
export class ListSupportRequestsHandler {
  constructor(@InjectRepository(SupportRequest) private readonly requests: Repository<SupportRequest>) {}

  async execute(limit = 500): Promise<SupportRequestDto[]> {
    return (await this.requests.find({ order: { createdAt: 'DESC' }, take: limit })).map(SupportRequestDto.from);
  }
}
