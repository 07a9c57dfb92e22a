import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { AdminSupportController } from './admin-support.controller';
import { SubmitSupportRequestHandler } from './commands/submit-support-request/submit-support-request.handler';
import { UpdateSupportRequestHandler } from './commands/update-support-request/update-support-request.handler';
import { SupportRequest } from './domain/support-request.entity';
import { ListSupportRequestsHandler } from './queries/list-support-requests/list-support-requests.handler';
import { SupportController } from './support.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SupportRequest]), IdentityModule],
  controllers: [SupportController, AdminSupportController],
  providers: [SubmitSupportRequestHandler, ListSupportRequestsHandler, UpdateSupportRequestHandler],
})
export class SupportModule {}
