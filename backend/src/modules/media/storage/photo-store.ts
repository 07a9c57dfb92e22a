import { PhotoFile } from '../domain/photo-pipeline';

/**
 * Where photo files are kept: one small interface, a folder on one machine or a bucket several
 * instances share (ADR 019). Names are content-addressed, so a file once written never changes.
 */
export interface PhotoStore {
  readonly kind: 'disk' | 's3';
  put(file: PhotoFile): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(name: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes the files; a name already gone is no error. */
  delete(names: string[]): Promise<void>;
  /** For readiness (ADR 074): resolves when the store can be used, rejects when it cannot or does not answer within timeoutMs. */
  answers(timeoutMs: number): Promise<void>;
}

export const PHOTO_STORE = Symbol('PHOTO_STORE');

export const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
