import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { describePhotoStore } from './photo-store.contract';
import { S3PhotoStore } from './s3-photo-store';

/** A real S3-protocol server on a local port (s3rver), not a mocked client: signed requests, real XML. */
describePhotoStore('S3', async () => {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'shop-photos', configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  const store = new S3PhotoStore({
    bucket: 'shop-photos',
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  return {
    store,
    close: async () => {
      store.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
});
