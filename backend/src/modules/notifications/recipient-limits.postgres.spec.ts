import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../../bootstrap/create-app';
import { APP_CONFIG, AppConfig, loadConfig } from '../../config/app-config';
import { scriptNotificationsConfig } from '../../config/notifications-config';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { MessageDraft } from './domain/message-draft';
import { OutboxMessage } from './domain/outbox-message.entity';
import { Outbox } from './outbox';

jest.setTimeout(120_000);

function text(key: string, recipient: string): MessageDraft {
  return { dedupKey: `test:${key}:sms`, kind: 'order-placed', channel: 'sms', audience: 'shopper', recipient, subject: null, text: `Order ${key}`, html: null, reference: null, orderId: null };
}

describe('the per-recipient limit across two instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: NestExpressApplication;

  beforeAll(async () => {
    const notifications = { ...scriptNotificationsConfig(mkdtempSync(join(tmpdir(), 'shop-mail-'))), relayInProcess: false };
    first = await createTestApp({ notifications });
    const shared: AppConfig = first.app.get(APP_CONFIG);
    second = await createApp(loadConfig({ NODE_ENV: 'test' }, { ...shared, notifications }), { logger: ['error'] });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('30 texts to one number written at once through both instances: exactly 10 are queued, the rest kept as not sent', async () => {
    const instances = [first.app, second];
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => {
        const app = instances[index % 2];
        return app.get(DataSource).transaction((manager) => app.get(Outbox).enqueue(manager, [text(`two-${index}`, '+233241119999')]));
      }),
    );
    const stored = await first.dataSource.getRepository(OutboxMessage).findBy({ recipient: '+233241119999' });
    expect(stored).toHaveLength(30);
    expect(stored.filter((row) => row.status === 'queued')).toHaveLength(10);
    expect(stored.filter((row) => row.status === 'undeliverable')).toHaveLength(20);
  });
});
