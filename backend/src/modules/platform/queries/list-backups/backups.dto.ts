import { ApiProperty } from '@nestjs/swagger';
import { BACKUP_REASONS, BackupReason } from '../../../../database/embedded-backups';

export const BACKUP_STATES = ['on', 'off', 'postgresql'] as const;

export class BackupDto {
  /** The file's name, which its download route takes. */
  name: string;

  takenAt: Date;

  /** On schedule, before an upgrade's migrations, or asked for in the console. */
  @ApiProperty({ enum: BACKUP_REASONS })
  reason: BackupReason;

  sizeBytes: number;
}

export class BackupsDto {
  /** `on`: the shop copies its embedded database; `off`: BACKUP_HOURS=off; `postgresql`: PostgreSQL's own tools do it. */
  @ApiProperty({ enum: BACKUP_STATES })
  state: (typeof BACKUP_STATES)[number];

  @ApiProperty({ nullable: true, type: Number })
  everyHours: number | null;

  @ApiProperty({ nullable: true, type: Number })
  keep: number | null;

  /** The folder on the shop's machine. */
  @ApiProperty({ nullable: true, type: String })
  dir: string | null;

  /** Newest first. */
  @ApiProperty({ type: [BackupDto] })
  backups: BackupDto[];
}
