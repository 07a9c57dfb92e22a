import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { IdentityService } from '../../identity.service';

export const DEMO_ADMIN_EMAIL = 'admin@kente.shop';

/**
 * DECISIONS.md: ADMIN_EMAIL/ADMIN_PASSWORD make that admin exist; on the embedded default with
 * neither set, a demo admin is made once and its random password printed once.
 */
@Injectable()
export class EnsureAdminAtStart implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly identity: IdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.ensureAdminAtStart) return;
    if (this.config.adminEmail && this.config.adminPassword) {
      const { created } = await this.identity.ensureAdmin(this.config.adminEmail, this.config.adminPassword);
      this.logger.log(`${created ? 'Created' : 'Updated'} the admin account ${this.config.adminEmail}`);
      return;
    }
    if (this.config.databaseUrl || this.config.inMemoryDatabase || (await this.identity.countAdmins()) > 0) return;
    const password = randomBytes(12).toString('base64url');
    await this.identity.ensureAdmin(DEMO_ADMIN_EMAIL, password);
    // Printed once: the password is kept only as a hash.
    console.log(`\n  Demo admin created: ${DEMO_ADMIN_EMAIL} / ${password}\n  (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`);
  }
}
