import { CloudDownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, List, Skeleton } from 'antd';
import { getDownloadBackupQueryKey, getListBackupsQueryKey, useListBackups, useTakeBackup } from '../api/generated/endpoints/admin/admin';
import type { BackupDto, BackupsDto } from '../api/generated/model';
import { RetryAlert } from '../components/staff/retry-alert';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { useAdminErrorToast, useAdminSuccessToast, useSignInAgainOn } from './admin-errors';

const REASON_LABELS: Record<BackupDto['reason'], string> = {
  scheduled: 'Scheduled',
  'before-upgrade': 'Before an upgrade',
  'on-request': 'Taken from this page',
};

/** Ten minutes between the shop's checks, and the copy itself: a copy later than this is overdue. */
const OVERDUE_GRACE_MS = 60 * 60_000;

/** The shop's own newest copy: one taken from this page never puts off the schedule. */
function newestOwnCopy({ backups }: BackupsDto): BackupDto | undefined {
  return backups.find((backup) => backup.reason !== 'on-request');
}

/** The shop's own newest copy is older than the schedule allows (the disk is full, the folder is not writable...). */
function isOverdue(backups: BackupsDto, now: number): boolean {
  const newest = newestOwnCopy(backups);
  return newest !== undefined && now - Date.parse(newest.takenAt) > backups.everyHours! * 3_600_000 + OVERDUE_GRACE_MS;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** What a shop on PostgreSQL, or with backups off, is told to do instead. */
function NoBackupsOfItsOwn({ state }: { state: Exclude<BackupsDto['state'], 'on'> }) {
  return state === 'postgresql' ? (
    <p className="admin-settings__intro">
      The shop's database is PostgreSQL: back it up with <code>pg_dump</code> or your database provider's backups. Photos in a bucket are kept by turning on its versioning.
    </p>
  ) : (
    <p className="admin-settings__intro">
      Backups are off (<code>BACKUP_HOURS=off</code>). Set a number of hours and restart the shop to have it copy its database.
    </p>
  );
}

function BackupList({ backups }: { backups: BackupsDto }) {
  const queryClient = useQueryClient();
  const take = useTakeBackup();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const backUpNow = () =>
    take.mutate(undefined, {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: getListBackupsQueryKey() });
        showSuccess('Backup taken');
      },
      onError: (error) => showError(error, 'The backup could not be taken'),
    });

  return (
    <>
      <p className="admin-settings__intro">
        The shop copies its database every {backups.everyHours} hours and before each upgrade, and keeps the newest {backups.keep} of those, and apart from them the newest{' '}
        {backups.keep} taken from this page (at most 10 an hour), in <code>{backups.dir}</code>. Download one now and then and keep it
        away from this machine: if its disk fails, the copies on it are lost too. Photos are not in a copy: keep the <code>media</code> folder beside it.
      </p>
      {isOverdue(backups, Date.now()) ? (
        <Alert
          className="admin-backups__overdue"
          type="warning"
          showIcon
          message={`No backup since ${formatGhanaDateTime(newestOwnCopy(backups)!.takenAt)}`}
          description="The shop should have taken one by now. Its log says why it could not (a full disk, a folder it cannot write to)."
        />
      ) : null}
      <List<BackupDto>
        className="admin-backups"
        bordered
        dataSource={backups.backups}
        locale={{ emptyText: 'No backup yet' }}
        renderItem={(backup) => (
          <List.Item>
            {/* Not List.Item.Meta: its title is an h4, out of the page's heading order. */}
            <div className="admin-backups__copy">
              <time className="admin-backups__time" dateTime={backup.takenAt}>
                {formatGhanaDateTime(backup.takenAt)}
              </time>
              <span className="admin-backups__detail">{`${REASON_LABELS[backup.reason]} · ${megabytes(backup.sizeBytes)}`}</span>
            </div>
            {/* The generated client's URL for the file: a query's key starts with it. */}
            <a href={getDownloadBackupQueryKey(backup.name)[0]} download={backup.name}>
              <CloudDownloadOutlined /> Download
            </a>
          </List.Item>
        )}
      />
      <p className="admin-backups__restore">
        To go back to a copy, stop the shop and run <code>npm run restore-backup -- &lt;file&gt;</code>; the database it replaces is kept.
      </p>
      <div className="admin-form-actions">
        <Button type="primary" icon={<SaveOutlined />} loading={take.isPending} onClick={backUpNow}>
          Back Up Now
        </Button>
      </div>
    </>
  );
}

/** Settings tab: the copies of the shop's database (ADR 035). */
export function BackupsCard() {
  const backups = useListBackups();
  useSignInAgainOn(backups.error);
  const data = backups.data?.data;
  return (
    <Card className="admin-card" title="Backups">
      {backups.isPending ? (
        <Skeleton active />
      ) : !data ? (
        <RetryAlert message="The backups could not be loaded." onRetry={backups.refetch} />
      ) : data.state === 'on' ? (
        <BackupList backups={data} />
      ) : (
        <NoBackupsOfItsOwn state={data.state} />
      )}
    </Card>
  );
}
