import { PGlite } from '@electric-sql/pglite';
import { SchedulerRegistry } from '@nestjs/schedule';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../bootstrap/create-app';
import { loadConfig } from '../config/app-config';
import { BackupsConfig, loadBackupsConfig } from '../config/backups-config';
import { SupportRequest } from '../modules/support/domain/support-request.entity';
import { restoreBackup } from '../scripts/restore-backup';
import { UsageError } from '../scripts/script-runner';
import { signedInBrowser } from '../test-support/fixtures';
import { createTestApp } from '../test-support/test-app';
import { DataDirInUseError } from './data-dir-lock';
import { EmbeddedDatabase } from './embedded-database';
import { backupFileName, isBackupDue, listBackups, saveBackup } from './embedded-backups';
import { embeddedDatabaseDir } from './embedded-postgres';
import { BACK_UP_EMBEDDED_DATABASE_JOB } from './jobs/back-up-embedded-database.job';
import { EMBEDDED_DATABASE_UPKEEP_JOB } from './jobs/embedded-database-upkeep.job';
import { testEnv } from '../test-support/test-env';

const HOUR_MS = 3_600_000;

function shopOn(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  return createApp(
    loadConfig(testEnv({ DATA_DIR: dataDir, ...env }), { databaseUrl: null, frontendDist: null, rateLimit: false, seedDemoCatalog: false, adminEmail: 'owner@example.com', adminPassword: 'owner-passphrase' }),
    { logger: ['error'] },
  );
}

const supportRequest = (email: string) => ({ firstName: 'Adwoa', lastName: 'K', email, subject: 'General Inquiry', message: 'Is my message kept?' });

async function emailsIn(pgliteDir: string): Promise<string[]> {
  const db = await PGlite.create({ dataDir: pgliteDir });
  try {
    return (await db.query<{ email: string }>('SELECT email FROM support_requests ORDER BY email')).rows.map((row) => row.email);
  } finally {
    await db.close();
  }
}

describe('backups of the embedded database', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-backups-test-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are taken while the shop runs, and a restore brings back what was committed before one and nothing after', async () => {
    const shop = await shopOn(dataDir);
    const embedded = shop.get(EmbeddedDatabase, { strict: false });
    const requests = shop.get(DataSource).getRepository(SupportRequest);
    try {
      expect(shop.get(SchedulerRegistry).getIntervals()).toContain(BACK_UP_EMBEDDED_DATABASE_JOB);
      // autovacuum's work, which the embedded engine does not do (ADR 085).
      expect(shop.get(SchedulerRegistry).getIntervals()).toContain(EMBEDDED_DATABASE_UPKEEP_JOB);
      // None yet: the first is taken at start.
      await embedded.backUpIfDue();
      expect(await listBackups(join(dataDir, 'backups'))).toHaveLength(1);
      await requests.save(supportRequest('before@example.com'));
      // Not due again until BACKUP_HOURS (24) have passed.
      await embedded.backUpIfDue(new Date(Date.now() + 23 * HOUR_MS));
      expect(await listBackups(join(dataDir, 'backups'))).toHaveLength(1);
      await embedded.backUpIfDue(new Date(Date.now() + 25 * HOUR_MS));
      expect(await listBackups(join(dataDir, 'backups'))).toHaveLength(2);
      await requests.save(supportRequest('after@example.com'));

      const [newest] = await listBackups(join(dataDir, 'backups'));
      await expect(restoreBackup([newest.path], testEnv({ DATA_DIR: dataDir }))).rejects.toThrow(DataDirInUseError);
    } finally {
      await shop.close();
    }

    const [newest] = await listBackups(join(dataDir, 'backups'));
    const said = await restoreBackup([newest.path], testEnv({ DATA_DIR: dataDir }), new Date('2026-11-27T10:00:00Z'));
    const replaced = join(dataDir, 'pglite-replaced-20261127T100000Z');
    expect(said).toContain(`Restored the database from ${newest.path}.`);
    expect(said).toContain(`The database it replaced is kept in ${replaced}.`);
    expect(await emailsIn(replaced)).toEqual(['after@example.com', 'before@example.com']);

    const restored = await shopOn(dataDir, { BACKUP_HOURS: 'off' });
    try {
      expect((await restored.get(DataSource).getRepository(SupportRequest).find()).map((request) => request.email)).toEqual(['before@example.com']);
    } finally {
      await restored.close();
    }
  });

  it('keep the database as it was before an upgrade changes its tables, but not a new one before its first', async () => {
    const upgradeCopies = async () => (await listBackups(join(dataDir, 'backups'))).filter(({ path }) => path.endsWith('-before-upgrade.tar.gz'));
    const first = await shopOn(dataDir);
    await first.get(DataSource).getRepository(SupportRequest).save(supportRequest('kept@example.com'));
    // The database of the release before the newest migration.
    await first.get(DataSource).undoLastMigration({ transaction: 'each' });
    await first.close();
    expect(await upgradeCopies()).toEqual([]);

    const upgraded = await shopOn(dataDir);
    await upgraded.close();
    const [beforeUpgrade, ...more] = await upgradeCopies();
    expect(more).toEqual([]);
    const check = join(dataDir, 'check');
    await restoreBackup([beforeUpgrade.path], testEnv({ DATA_DIR: check }));
    expect(await emailsIn(embeddedDatabaseDir(check))).toEqual(['kept@example.com']);
  });

  it('are not taken when BACKUP_HOURS=off', async () => {
    const shop = await shopOn(dataDir, { BACKUP_HOURS: 'off' });
    expect(shop.get(SchedulerRegistry).getIntervals()).not.toContain(BACK_UP_EMBEDDED_DATABASE_JOB);
    await shop.get(EmbeddedDatabase, { strict: false }).backUpIfDue(new Date(Date.now() + 1000 * HOUR_MS));
    await shop.close();
    expect(existsSync(join(dataDir, 'backups'))).toBe(false);
  });

  it('restore refuses a file that is not a backup and changes nothing', async () => {
    const shop = await shopOn(dataDir, { BACKUP_HOURS: 'off' });
    await shop.get(DataSource).getRepository(SupportRequest).save(supportRequest('still@example.com'));
    await shop.close();
    const notABackup = join(dataDir, 'photo.tar.gz');
    writeFileSync(notABackup, 'not a tarball');

    await expect(restoreBackup([notABackup], testEnv({ DATA_DIR: dataDir }))).rejects.toThrow(/is not a backup of the shop's database .*nothing was changed/);
    await expect(restoreBackup([join(dataDir, 'missing.tar.gz')], testEnv({ DATA_DIR: dataDir }))).rejects.toThrow(UsageError);
    await expect(restoreBackup([], testEnv({ DATA_DIR: dataDir }))).rejects.toThrow(/^Usage: restore-backup <file>, with the shop stopped\. Backups, newest first:\n {2}none in /);
    await expect(restoreBackup(['x.tar.gz'], { NODE_ENV: 'test', DATABASE_URL: 'postgres://localhost/shop' })).rejects.toThrow(/restore PostgreSQL with its own tools/);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite'))).toEqual(['pglite']);
    expect(await emailsIn(embeddedDatabaseDir(dataDir))).toEqual(['still@example.com']);
  });
});

/** A shop on an embedded database of its own with backups on, an admin signed in, and its first scheduled copy taken. */
async function backedUpShop(keep: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-backups-api-test-'));
  const backups: BackupsConfig = { dir: join(dataDir, 'backups'), everyHours: 24, keep };
  const shop = await createTestApp({ inMemoryDatabase: false, databaseUrl: null, dataDir, backups, adminEmail: 'owner@example.com', adminPassword: 'owner-passphrase' });
  const close = async () => {
    await shop.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const admin = await signedInBrowser(shop, 'admin');
    await shop.app.get(EmbeddedDatabase).backUpIfDue();
    return { admin, backups, close };
  } catch (error) {
    await close();
    throw error;
  }
}

describe("the console's backups", () => {
  it('lists the copies, takes one on request and sends one only by its own name', async () => {
    const { admin, backups, close } = await backedUpShop(7);
    try {
      const listed = await admin.get('/api/admin/backups').expect(200);
      expect(listed.body).toMatchObject({ state: 'on', everyHours: 24, keep: 7, dir: backups.dir });
      expect(listed.body.backups).toEqual([{ name: expect.stringMatching(/^shop-\d{8}T\d{6}Z\.tar\.gz$/), takenAt: expect.any(String), reason: 'scheduled', sizeBytes: expect.any(Number) }]);

      const taken = await admin.post('/api/admin/backups').expect(201);
      expect(taken.body.backups).toHaveLength(2);
      // Taken within the second of the first copy, it may be listed either side of it.
      const newest = taken.body.backups.find((backup: { reason: string }) => backup.reason === 'on-request');
      expect(newest).toMatchObject({ name: expect.stringMatching(/-on-request\.tar\.gz$/), reason: 'on-request' });

      const download = await admin.get(`/api/admin/backups/${newest.name}`).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(download.status).toBe(200);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${newest.name}"`);
      expect(download.headers['cache-control']).toBe('no-store, private');
      expect((download.body as Buffer).equals(readFileSync(join(backups.dir, newest.name)))).toBe(true);
      expect((download.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

      writeFileSync(join(backups.dir, 'notes.txt'), 'not a backup');
      for (const name of ['notes.txt', '..%2Fsession-secret', 'shop-20200101T000000Z.tar.gz', `${newest.name}.partial`]) {
        const refused = await admin.get(`/api/admin/backups/${name}`);
        expect([name, refused.status, refused.body.message]).toEqual([name, 404, 'Backup not found']);
      }
    } finally {
      await close();
    }
  });

  it('takes at most 10 on request an hour, and never rotates the scheduled copy away', async () => {
    const { admin, backups, close } = await backedUpShop(3);
    try {
      const [scheduled] = await listBackups(backups.dir);
      for (let taken = 0; taken < 10; taken += 1) await admin.post('/api/admin/backups').expect(201);
      const refused = await admin.post('/api/admin/backups').expect(429);
      expect(refused.body.message).toMatch(/^At most 10 backups on request an hour: the next can be taken in \d+ minutes?$/);
      const left = await listBackups(backups.dir);
      expect(left.filter((backup) => backup.reason === 'scheduled')).toEqual([scheduled]);
      expect(left.filter((backup) => backup.reason === 'on-request').length).toBeLessThanOrEqual(3);
    } finally {
      await close();
    }
  });
});

describe('saving backups', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-backup-files-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const config: BackupsConfig = { dir, everyHours: 24, keep: 2 };

  it('keeps the newest BACKUP_KEEP copies, under names that say when and why, and no half-written one', async () => {
    writeFileSync(join(dir, `${backupFileName(new Date('2026-11-20T03:00:00Z'), 'scheduled')}.partial`), 'cut short');
    writeFileSync(join(dir, 'notes.txt'), 'not ours');
    for (const [at, reason] of [
      ['2026-11-24T03:00:00Z', 'scheduled'],
      ['2026-11-25T03:00:00Z', 'before-upgrade'],
      ['2026-11-26T03:00:00Z', 'scheduled'],
    ] as const) {
      await saveBackup(config, new Blob([`copy of ${at}`]), reason, new Date(at));
    }
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'shop-20261125T030000Z-before-upgrade.tar.gz', 'shop-20261126T030000Z.tar.gz']);
    expect((await listBackups(dir)).map(({ takenAt }) => takenAt.toISOString())).toEqual(['2026-11-26T03:00:00.000Z', '2026-11-25T03:00:00.000Z']);
  });

  it('keeps BACKUP_KEEP copies on request apart from the scheduled ones, which alone say when the next is due', async () => {
    const apart: BackupsConfig = { dir: mkdtempSync(join(tmpdir(), 'shop-backup-kinds-test-')), everyHours: 24, keep: 2 };
    try {
      await saveBackup(apart, new Blob(['daily']), 'scheduled', new Date('2026-11-24T03:00:00Z'));
      await saveBackup(apart, new Blob(['upgrade']), 'before-upgrade', new Date('2026-11-24T09:00:00Z'));
      for (let minute = 10; minute < 17; minute += 1) await saveBackup(apart, new Blob(['asked']), 'on-request', new Date(`2026-11-24T10:${minute}:00Z`));
      expect(readdirSync(apart.dir).sort()).toEqual([
        'shop-20261124T030000Z.tar.gz',
        'shop-20261124T090000Z-before-upgrade.tar.gz',
        'shop-20261124T101500Z-on-request.tar.gz',
        'shop-20261124T101600Z-on-request.tar.gz',
      ]);
      // A day after the newest copy the shop took of itself it is due, however recent the copies on request.
      expect(await isBackupDue(apart, new Date('2026-11-25T09:00:00Z'))).toBe(true);
      expect(await isBackupDue(apart, new Date('2026-11-25T08:59:00Z'))).toBe(false);
    } finally {
      rmSync(apart.dir, { recursive: true, force: true });
    }
  });

  it('reads BACKUP_HOURS, BACKUP_KEEP and BACKUP_DIR, naming the variable at fault', () => {
    expect(loadBackupsConfig({}, '/srv/shop')).toEqual({ dir: '/srv/shop/backups', everyHours: 24, keep: 7 });
    expect(loadBackupsConfig({ BACKUP_HOURS: '6', BACKUP_KEEP: '28', BACKUP_DIR: '/mnt/usb/shop' }, '/srv/shop')).toEqual({ dir: '/mnt/usb/shop', everyHours: 6, keep: 28 });
    expect(loadBackupsConfig({ BACKUP_HOURS: 'off' }, '/srv/shop')).toBeNull();
    expect(() => loadBackupsConfig({ BACKUP_HOURS: '0' }, '/srv/shop')).toThrow("BACKUP_HOURS must be a whole number of hours above 0, or 'off', got '0'");
    expect(() => loadBackupsConfig({ BACKUP_KEEP: 'all' }, '/srv/shop')).toThrow("BACKUP_KEEP must be a whole number above 0, got 'all'");
  });
});
