import { startS3Bucket } from '../../../test-support/s3-bucket';
import { describePhotoStore } from './photo-store.contract';
import { S3PhotoStore } from './s3-photo-store';

describePhotoStore('S3', async () => {
  const bucket = await startS3Bucket();
  const store = new S3PhotoStore(bucket.settings);
  return {
    store,
    close: async () => {
      store.destroy();
      await bucket.close();
    },
  };
});
