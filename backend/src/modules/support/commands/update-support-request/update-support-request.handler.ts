import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import { NotificationsService } from '../../../notifications/notifications.service';
import { SupportRequest } from '../../domain/support-request.entity';
import { supportRequestFacts } from '../../domain/support-request-facts';
import { SupportRequestDto } from '../../dto/support-request.dto';
import { UpdateSupportRequestCommand } from './update-support-request.command';

/**
 * Staff set the status or priority, or answer: a new answer is e-mailed to the sender in the same
 * transaction as the save, and moves a request still open to in progress (unless the same change
 * names a status): it has been taken up, and the sender may reply to the e-mail (issue 40).
 */
@Injectable()
export class UpdateSupportRequestHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  async execute({ requestId: id, changes, adminEmail }: UpdateSupportRequestCommand): Promise<SupportRequestDto> {
    // @IsOptional lets null through: a null status or priority means "unchanged" (the columns are
    // NOT NULL), a null response clears it.
    if (changes.status == null && changes.priority == null && changes.response === undefined) {
      throw new InvalidInputError({ status: ['Send at least one of status, priority or response'] });
    }
    return this.dataSource.transaction(async (manager) => {
      // Locked: two staff answering at once each send their own answer, never a mix.
      const request = await manager.findOne(SupportRequest, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw new NotFoundError('Support request not found');
      const previousResponse = request.response;
      if (changes.status != null) request.status = changes.status;
      if (changes.priority != null) request.priority = changes.priority;
      if (changes.response !== undefined) request.response = changes.response?.trim() || null;
      const answered = request.response !== null && request.response !== previousResponse;
      if (answered && changes.status == null && request.status === 'open') request.status = 'in-progress';
      request.assignedTo ??= adminEmail;
      const saved = await manager.save(request);
      if (answered) await this.notifications.supportRequestAnswered(manager, supportRequestFacts(saved));
      return SupportRequestDto.from(saved);
    });
  }
}
