import { Inject, Injectable } from '@nestjs/common';
import { stat } from 'node:fs/promises';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { listBackups } from '../../../../database/embedded-backups';
import { EmbeddedDatabase } from '../../../../database/embedded-database';
import { BackupDto, BackupsDto } from './backups.dto';
import { ListBackupsQuery } from './list-backups.query';

/** The embedded database's copies (ADR 035), for the console's Settings tab. */
@Injectable()
export class ListBackupsHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly embedded: EmbeddedDatabase,
  ) {}

  async execute(_query: ListBackupsQuery): Promise<BackupsDto> {
    const backups = this.embedded.backups;
    if (!backups) return { state: this.config.databaseUrl ? 'postgresql' : 'off', everyHours: null, keep: null, dir: null, backups: [] };
    const files = await listBackups(backups.dir);
    const described = await Promise.all(
      files.map(async ({ name, path, takenAt, reason }): Promise<BackupDto | null> => {
        // Pruned between the listing and now: not a backup any more.
        const size = await stat(path).then(({ size }) => size, () => null);
        return size === null ? null : { name, takenAt, reason, sizeBytes: size };
      }),
    );
    return { state: 'on', everyHours: backups.everyHours, keep: backups.keep, dir: backups.dir, backups: described.filter((backup) => backup !== null) };
  }
}
