import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth.controller';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { EnsureAdminAtStart } from './commands/ensure-admin/ensure-admin-at-start';
import { PasswordHasher } from './domain/password-hasher';
import { Session, SupplierSession } from './domain/session.entity';
import { User } from './domain/user.entity';
import { AdminGuard, RiderGuard, SignedInGuard } from './guards/auth.guards';
import { UserPasswordStrategy } from './guards/user-password.strategy';
import { IdentityService } from './identity.service';
import { PruneExpiredSessionsJob } from './jobs/prune-expired-sessions.job';

@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([User, Session, SupplierSession])],
  controllers: [AuthController],
  providers: [IdentityService, PasswordHasher, RegisterUserHandler, SignInHandler, UserPasswordStrategy, SignedInGuard, AdminGuard, RiderGuard, EnsureAdminAtStart, PruneExpiredSessionsJob],
  exports: [IdentityService, PasswordHasher, RegisterUserHandler, SignedInGuard, AdminGuard, RiderGuard],
})
export class IdentityModule {}
