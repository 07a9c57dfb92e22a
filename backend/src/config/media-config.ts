import { join } from 'node:path';
import { ConfigError, envReader } from './env-reader';

export interface S3MediaSettings {
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible service (MinIO, R2, Spaces...); null means AWS S3 itself. */
  endpoint: string | null;
  region: string;
  /** Null: the AWS SDK's own chain (AWS_ACCESS_KEY_ID..., an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (`endpoint/bucket/key`), what most S3-compatible services need. */
  forcePathStyle: boolean;
}

export interface MediaConfig {
  /** Uploaded photos on disk (DATA_DIR/media) when no bucket is set. */
  dir: string;
  /** S3_BUCKET and friends: photos in a bucket every instance shares. */
  s3: S3MediaSettings | null;
  /** How long a photo no product uses is kept (an upload not saved yet, an undo) before it is removed. */
  unusedGraceHours: number;
}

export function loadMediaConfig(env: NodeJS.ProcessEnv, dataDir: string): MediaConfig {
  const { value } = envReader(env);
  const grace = value('MEDIA_UNUSED_GRACE_HOURS') ?? '24';
  if (!/^\d+$/.test(grace)) throw new ConfigError(`MEDIA_UNUSED_GRACE_HOURS must be a whole number of hours, got '${grace}'`);
  const bucket = value('S3_BUCKET');
  const keyId = value('S3_ACCESS_KEY_ID');
  const secret = value('S3_SECRET_ACCESS_KEY');
  if ((keyId === null) !== (secret === null)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = value('S3_ENDPOINT');
  if (endpoint !== null && !/^https?:\/\/[^\s/]+(\/.*)?$/.test(endpoint)) throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, got '${endpoint}'`);
  if (bucket === null && (endpoint !== null || keyId !== null)) throw new ConfigError('S3_ENDPOINT and the S3 keys need S3_BUCKET');
  return {
    dir: join(dataDir, 'media'),
    s3:
      bucket === null
        ? null
        : {
            bucket,
            endpoint,
            region: value('S3_REGION') ?? 'us-east-1',
            credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : null,
            forcePathStyle: (value('S3_FORCE_PATH_STYLE') ?? (endpoint ? 'on' : 'off')) === 'on',
          },
    unusedGraceHours: Number(grace),
  };
}
