import { Injectable } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_NAME } from '../../../../database/embedded-backups';
import { EmbeddedDatabase } from '../../../../database/embedded-database';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { GetBackupFileQuery } from './get-backup-file.query';

/** The path of one copy, found only by a backup's own name: no other file of the folder can be asked for. */
@Injectable()
export class GetBackupFileHandler {
  constructor(private readonly embedded: EmbeddedDatabase) {}

  execute({ name }: GetBackupFileQuery): string {
    const backups = this.embedded.backups;
    const path = backups && BACKUP_NAME.test(name) ? join(backups.dir, name) : null;
    if (!path || !existsSync(path)) throw new NotFoundError('Backup not found');
    return path;
  }
}
