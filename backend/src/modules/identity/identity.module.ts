import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminApiKeysController } from './admin-api-keys.controller';
import { AddressesController } from './addresses.controller';
import { ApiKeyAuthenticator } from './api-keys/api-key-authenticator';
import { AccountSignInController } from './account-sign-in.controller';
import { AuthController } from './auth.controller';
import { AddEmailHandler } from './commands/add-email/add-email.handler';
import { SetNameHandler } from './commands/set-name/set-name.handler';
import { AddPhoneHandler } from './commands/add-phone/add-phone.handler';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { CreateApiKeyHandler } from './commands/create-api-key/create-api-key.handler';
import { EnsureAdminAtStart } from './commands/ensure-admin/ensure-admin-at-start';
import { SendSignInCodeHandler } from './commands/send-sign-in-code/send-sign-in-code.handler';
import { VerifySignInCodeHandler } from './commands/verify-sign-in-code/verify-sign-in-code.handler';
import { RevokeApiKeyHandler } from './commands/revoke-api-key/revoke-api-key.handler';
import { ApiKey } from './domain/api-key.entity';
import { PasswordHasher } from './domain/password-hasher';
import { Session, SupplierSession } from './domain/session.entity';
import { User } from './domain/user.entity';
import { AdminGuard, ApiKeyGuard, RiderGuard, SignedInGuard } from './guards/auth.guards';
import { UserPasswordStrategy } from './guards/user-password.strategy';
import { IdentityService } from './identity.service';
import { IntegrationsController } from './integrations.controller';
import { PhoneSignInController } from './phone-sign-in.controller';
import { PruneExpiredSessionsJob } from './jobs/prune-expired-sessions.job';
import { ListApiKeysHandler } from './queries/list-api-keys/list-api-keys.handler';
import { SavedAddress } from './domain/saved-address.entity';
import { SaveAddressHandler } from './commands/save-address/save-address.handler';
import { UpdateAddressHandler } from './commands/update-address/update-address.handler';
import { DeleteAddressHandler } from './commands/delete-address/delete-address.handler';
import { SetDefaultAddressHandler } from './commands/set-default-address/set-default-address.handler';
import { ListAddressesHandler } from './queries/list-addresses/list-addresses.handler';

@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([User, Session, SupplierSession, ApiKey, SavedAddress])],
  controllers: [AuthController, PhoneSignInController, AccountSignInController, AddressesController, AdminApiKeysController, IntegrationsController],
  providers: [IdentityService, PasswordHasher, RegisterUserHandler, SignInHandler, UserPasswordStrategy, SignedInGuard, AdminGuard, RiderGuard, EnsureAdminAtStart, PruneExpiredSessionsJob, ApiKeyAuthenticator, ApiKeyGuard, ListApiKeysHandler, CreateApiKeyHandler, RevokeApiKeyHandler, SendSignInCodeHandler, VerifySignInCodeHandler,
    AddPhoneHandler, AddEmailHandler, SetNameHandler, ListAddressesHandler, SaveAddressHandler, UpdateAddressHandler, DeleteAddressHandler, SetDefaultAddressHandler],
  exports: [IdentityService, PasswordHasher, RegisterUserHandler, SignedInGuard, AdminGuard, RiderGuard, ApiKeyAuthenticator],
})
export class IdentityModule {}
