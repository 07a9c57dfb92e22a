import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskPhotoStore } from './disk-photo-store';
import { describePhotoStore } from './photo-store.contract';

describePhotoStore('disk', async () => {
  const root = mkdtempSync(join(tmpdir(), 'photo-store-'));
  // A folder that does not exist yet: the store makes it on the first photo (a fresh DATA_DIR).
  const dir = join(root, 'media');
  return {
    store: new DiskPhotoStore(dir),
    close: async () => {
      // Files are renamed into place: no temporary file is ever left beside them.
      expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      rmSync(root, { recursive: true, force: true });
    },
  };
});
