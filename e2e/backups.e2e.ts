import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

test.describe('backups', () => {
  test('an admin takes a backup in Settings and downloads it to keep elsewhere', async ({ adminPage: admin }) => {
    const asked = new Date();
    await admin.getByRole('tab', { name: 'Settings' }).click();
    const card = admin.locator('.ant-card').filter({ has: admin.getByText('Backups', { exact: true }) });
    await expect(card.getByText(/The shop copies its database every 24 hours/)).toBeVisible();
    // The shop took one when it started.
    const rows = card.locator('.admin-backups .ant-list-item');
    await expect(rows.first()).toBeVisible();

    await card.getByRole('button', { name: 'Back Up Now' }).click();
    await expect(admin.getByText('Backup taken')).toBeVisible();
    await expect(rows.first()).toContainText('Taken from this page');

    const [download] = await Promise.all([admin.waitForEvent('download'), rows.first().getByRole('link', { name: 'Download' }).click()]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^shop-\d{8}T\d{6}Z-on-request\.tar\.gz$/);
    const [, stamp] = /^shop-(\d{8}T\d{6}Z)/.exec(name)!;
    const takenAt = new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    expect(takenAt.getTime()).toBeGreaterThanOrEqual(Math.floor(asked.getTime() / 1000) * 1000);
    const bytes = await readFile((await download.path())!);
    // A gzipped tarball of the whole database: the demo shop's is several megabytes.
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(bytes.length).toBeGreaterThan(1_000_000);
  });
});
