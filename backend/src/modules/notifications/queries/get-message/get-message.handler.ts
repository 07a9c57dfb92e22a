import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { OutboxMessage } from '../../domain/outbox-message.entity';
import { OutboxMessageDto } from '../../dto/outbox-message.dto';
import { GetMessageQuery } from './get-message.query';

@Injectable()
export class GetMessageHandler {
  constructor(@InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>) {}

  async execute({ messageId }: GetMessageQuery): Promise<OutboxMessageDto> {
    const message = await this.messages.findOneBy({ id: messageId });
    if (!message) throw new NotFoundError('Message not found');
    return OutboxMessageDto.from(message);
  }
}
