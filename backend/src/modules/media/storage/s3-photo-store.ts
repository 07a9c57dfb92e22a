import { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { S3MediaSettings } from '../../../config/media-config';
import { PhotoFile } from '../domain/photo-pipeline';
import { contentTypeOf, PhotoStore } from './photo-store';

/** Photos in an S3-compatible bucket (S3_BUCKET): what several instances share. */
export class S3PhotoStore implements PhotoStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3MediaSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials ?? undefined,
      maxAttempts: 3,
    });
  }

  async put(file: PhotoFile): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: file.name, Body: file.body, ContentType: file.contentType, CacheControl: 'public, max-age=31536000, immutable' }),
    );
  }

  async get(name: string): Promise<{ body: Buffer; contentType: string } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return { body: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType ?? contentTypeOf(name) };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(names: string[]): Promise<void> {
    // DeleteObjects takes at most 1000 keys a call.
    for (let start = 0; start < names.length; start += 1000) {
      const batch = names.slice(start, start + 1000);
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  /** The bucket exists and these credentials reach it: HeadBucket, abandoned (retries included) after timeoutMs. */
  async answers(timeoutMs: number): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  }

  destroy(): void {
    this.client.destroy();
  }
}
