import { Client } from 'pg';
import { createTestApp } from '../test-support/test-app';

/** On PostgreSQL the upkeep is autovacuum's (ADR 085): a shop whose server runs without it says so at start. */
describe('a PostgreSQL without autovacuum', () => {
  it('is named in a warning at start, and only then', async () => {
    const server = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
    const [{ autovacuum }] = (await server.query<{ autovacuum: string }>('SHOW autovacuum')).rows;
    await server.end();
    const lines: { level: string; msg: string }[] = [];
    const logs = { write: (chunk: string) => chunk.split('\n').filter((line) => line.trim()).forEach((line) => lines.push(JSON.parse(line))) };

    const shop = await createTestApp({ logLevel: 'warn' }, { logDestination: logs });
    await shop.close();

    const warned = lines.some((line) => line.level === 'warn' && line.msg.startsWith("PostgreSQL's autovacuum is off"));
    expect(warned).toBe(autovacuum === 'off');
  });
});
