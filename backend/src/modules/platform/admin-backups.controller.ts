import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { AdminOnly } from '../identity/guards/auth.guards';
import { TakeBackupCommand } from './commands/take-backup/take-backup.command';
import { TakeBackupHandler } from './commands/take-backup/take-backup.handler';
import { GetBackupFileHandler } from './queries/get-backup-file/get-backup-file.handler';
import { GetBackupFileQuery } from './queries/get-backup-file/get-backup-file.query';
import { BackupsDto } from './queries/list-backups/backups.dto';
import { ListBackupsHandler } from './queries/list-backups/list-backups.handler';
import { ListBackupsQuery } from './queries/list-backups/list-backups.query';

/** The embedded database's copies (ADR 035): listed, taken now, downloaded to keep off the machine. */
@Controller('admin/backups')
@AdminOnly(null)
export class AdminBackupsController {
  constructor(
    private readonly listBackupsHandler: ListBackupsHandler,
    private readonly takeBackupHandler: TakeBackupHandler,
    private readonly getBackupFileHandler: GetBackupFileHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: BackupsDto })
  listBackups(): Promise<BackupsDto> {
    return this.listBackupsHandler.execute(new ListBackupsQuery());
  }

  @Post()
  @ApiCreatedResponse({ type: BackupsDto, description: 'The copies, the new one first' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The shop takes no backups of its own (PostgreSQL, or BACKUP_HOURS=off)' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The copy could not be written' })
  async takeBackup(): Promise<BackupsDto> {
    await this.takeBackupHandler.execute(new TakeBackupCommand());
    return this.listBackupsHandler.execute(new ListBackupsQuery());
  }

  /** The tarball, to keep somewhere other than the shop's machine; restored with `npm run restore-backup`. */
  @Get(':name')
  @ApiProduces('application/gzip')
  @ApiOkResponse({ description: 'The gzipped tarball' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  downloadBackup(@Param('name') name: string, @Res() res: Response): void {
    const path = this.getBackupFileHandler.execute(new GetBackupFileQuery(name));
    res.setHeader('Cache-Control', 'no-store, private');
    res.attachment(name);
    res.type('application/gzip').sendFile(path);
  }
}
