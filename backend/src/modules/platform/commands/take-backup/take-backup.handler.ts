import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { basename } from 'node:path';
import { EmbeddedDatabase } from '../../../../database/embedded-database';
import { ConflictError } from '../../../../shared/http/domain-errors';
import { TakeBackupCommand } from './take-backup.command';

/** A copy now, before a change staff would want to undo (a bulk price edit, an import). */
@Injectable()
export class TakeBackupHandler {
  private readonly logger = new Logger(TakeBackupHandler.name);

  constructor(private readonly embedded: EmbeddedDatabase) {}

  async execute(_command: TakeBackupCommand): Promise<string> {
    if (!this.embedded.backups) throw new ConflictError('This shop takes no backups of its own: its database is PostgreSQL, or BACKUP_HOURS is off');
    try {
      return basename(await this.embedded.backUpNow());
    } catch (error) {
      this.logger.error(`Backing up the database failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException('The backup could not be written: the shop log says why');
    }
  }
}
