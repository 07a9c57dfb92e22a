import { HttpException, HttpStatus, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { basename } from 'node:path';
import { ON_REQUEST_BACKUPS_PER_HOUR, OnRequestBackupAllowance } from '../../../../database/embedded-backups';
import { EmbeddedDatabase } from '../../../../database/embedded-database';
import { ConflictError } from '../../../../shared/http/domain-errors';
import { TakeBackupCommand } from './take-backup.command';

/** A copy now, before a change staff would want to undo (a bulk price edit, an import). */
@Injectable()
export class TakeBackupHandler {
  private readonly logger = new Logger(TakeBackupHandler.name);
  private readonly allowance = new OnRequestBackupAllowance();

  constructor(private readonly embedded: EmbeddedDatabase) {}

  async execute(_command: TakeBackupCommand): Promise<string> {
    if (!this.embedded.backups) throw new ConflictError('This shop takes no backups of its own: its database is PostgreSQL, or BACKUP_HOURS is off');
    const waitSeconds = this.allowance.take();
    if (waitSeconds !== null) {
      const minutes = Math.ceil(waitSeconds / 60);
      throw new HttpException(`At most ${ON_REQUEST_BACKUPS_PER_HOUR} backups on request an hour: the next can be taken in ${minutes} minute${minutes === 1 ? '' : 's'}`, HttpStatus.TOO_MANY_REQUESTS);
    }
    try {
      return basename(await this.embedded.backUpNow());
    } catch (error) {
      this.logger.error(`Backing up the database failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException('The backup could not be written: the shop log says why');
    }
  }
}
