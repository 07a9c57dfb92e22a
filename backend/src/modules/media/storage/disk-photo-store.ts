import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PhotoFile } from '../domain/photo-pipeline';
import { contentTypeOf, PhotoStore } from './photo-store';

/** Photos as files under DATA_DIR/media: the embedded default, one instance. */
export class DiskPhotoStore implements PhotoStore {
  readonly kind = 'disk';
  constructor(private readonly dir: string) {}

  async put(file: PhotoFile): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Written beside, then renamed: a reader never sees half a file, even after a crash.
    const temporary = join(this.dir, `.${file.name}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, file.body);
    await rename(temporary, join(this.dir, file.name));
  }

  async get(name: string): Promise<{ body: Buffer; contentType: string } | null> {
    try {
      return { body: await readFile(join(this.dir, name)), contentType: contentTypeOf(name) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The folder exists (or can be made) and may be written; local, so no timeout is needed. */
  async answers(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await access(this.dir, constants.W_OK);
  }

  async delete(names: string[]): Promise<void> {
    for (const name of names) await rm(join(this.dir, name), { force: true });
  }
}
