import { Client } from 'pg';
import { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { createTestApp, TestApp } from '../test-support/test-app';
import { ChangeNotifications, CHANGES_CHANNEL, readChange } from './change-notifications';

describe('changes announced to the other instances (PostgreSQL)', () => {
  let shop: TestApp;
  let notifications: ChangeNotifications;
  /** Another instance's ear: a connection of its own listening on the channel. */
  let other: Client;
  const heard: string[] = [];

  beforeAll(async () => {
    shop = await createTestApp();
    notifications = shop.app.get(ChangeNotifications);
    other = new Client({ connectionString: (shop.dataSource.options as PostgresConnectionOptions).url });
    await other.connect();
    other.on('notification', (message) => heard.push(readChange(message.payload ?? '').topic));
    await other.query(`LISTEN ${CHANGES_CHANNEL}`);
  });
  afterAll(async () => {
    await other.end();
    await shop.close();
  });

  const hears = async (topic: string) => {
    const deadline = Date.now() + 5000;
    while (!heard.includes(topic) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toContain(topic);
  };

  it('tells the others once the transaction commits, once however often it was announced', async () => {
    await shop.dataSource.transaction(async (manager) => {
      for (let write = 0; write < 3; write += 1) await notifications.announce(manager, 'probe:committed');
      // Nothing leaves before the commit.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).not.toContain('probe:committed');
    });
    await hears('probe:committed');
    expect(heard.filter((topic) => topic === 'probe:committed')).toHaveLength(1);
  });

  it('sends nothing inside the transaction, and each topic once after its commit on its own connection', async () => {
    let insideTransaction = 0;
    await shop.dataSource.transaction(async (manager) => {
      const runner = manager.queryRunner!;
      const query = runner.query.bind(runner);
      runner.query = (async (...args: Parameters<typeof runner.query>) => {
        insideTransaction += 1;
        return query(...args);
      }) as typeof runner.query;
      // As TypeORM calls the entity subscribers of a save: all at once.
      await Promise.all(['probe:side-a', 'probe:side-b', 'probe:side-a', 'probe:side-c'].map((topic) => notifications.announce(manager, topic)));
      runner.query = query;
    });
    // A notification inside would make PostgreSQL commit this transaction only after every other notifying one.
    expect(insideTransaction).toBe(0);
    for (const topic of ['probe:side-a', 'probe:side-b', 'probe:side-c']) await hears(topic);
    expect(heard.filter((topic) => topic === 'probe:side-a')).toHaveLength(1);
  });

  it('tells the others of every one of many transactions that commit at once, each once', async () => {
    const topics = Array.from({ length: 12 }, (_, index) => `probe:together-${index}`);
    await Promise.all(topics.map((topic) => shop.dataSource.transaction((manager) => notifications.announce(manager, topic))));
    // They share notifications: none may be left out of the one it joined.
    for (const topic of topics) await hears(topic);
    for (const topic of topics) expect(heard.filter((heardTopic) => heardTopic === topic)).toHaveLength(1);
  });

  it('tells nobody about a transaction rolled back, and about a topic announced again after its savepoint was rolled back', async () => {
    await expect(
      shop.dataSource.transaction(async (manager) => {
        await notifications.announce(manager, 'probe:rolled-back');
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');

    await shop.dataSource.transaction(async (manager) => {
      await expect(
        manager.transaction(async (savepoint) => {
          await notifications.announce(savepoint, 'probe:after-savepoint');
          throw new Error('this part failed');
        }),
      ).rejects.toThrow('this part failed');
      await notifications.announce(manager, 'probe:after-savepoint');
    });
    await hears('probe:after-savepoint');
    // Notifications arrive in commit order, so the rolled-back one would have come first.
    expect(heard).not.toContain('probe:rolled-back');
  });

  it('does not hear its own changes come back, which would forget what it loaded since; hears the others and a topic sent by hand', async () => {
    const delivered: string[] = [];
    notifications.subscribe({ changed: (topic) => delivered.push(topic), hearing: () => undefined });
    await shop.dataSource.transaction((manager) => notifications.announce(manager, 'probe:own'));
    // At the announcement and at the commit: this instance forgets at once.
    expect(delivered.filter((topic) => topic === 'probe:own')).toHaveLength(2);
    await hears('probe:own');

    // Notifications reach a listener in commit order: once these are heard, an echo of the first would have been.
    await other.query(`SELECT pg_notify($1, $2)`, [CHANGES_CHANNEL, '@another-instance probe:theirs']);
    await other.query(`SELECT pg_notify($1, $2)`, [CHANGES_CHANNEL, 'probe:by-hand']);
    const deadline = Date.now() + 5000;
    while (!delivered.includes('probe:by-hand') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(delivered.filter((topic) => topic.startsWith('probe:') && topic !== 'probe:rolled-back')).toEqual(['probe:own', 'probe:own', 'probe:theirs', 'probe:by-hand']);
  });
});
