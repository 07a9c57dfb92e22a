import type { DataSource } from 'typeorm';
import { hashApiKeySecret } from '../../api-keys/api-key-secret';
import type { ApiKey } from '../../domain/api-key.entity';
import { CreateApiKeyCommand } from './create-api-key.command';
import { CreateApiKeyHandler } from './create-api-key.handler';

/** The handler on a shop in TEST MODE or not, its one table a list. */
function aShop(testMode: boolean) {
  const saved: Partial<ApiKey>[] = [];
  const dataSource = {
    getRepository: () => ({
      save: async (row: Partial<ApiKey>) => {
        saved.push(row);
        return { ...row, id: '0b9a7d0e-4a43-4c55-9a0b-3f1e9f7c2a11', createdAt: new Date(), updatedAt: new Date() };
      },
    }),
  } as unknown as DataSource;
  const handler = new CreateApiKeyHandler(dataSource, { payments: { testMode } });
  const create = () => handler.execute(new CreateApiKeyCommand({ name: 'Accounting sync', scopes: ['orders:read'] }, '7d4c1f2e-0000-4000-8000-000000000001'));
  return { saved, create };
}

describe('making an API key', () => {
  it.each([
    ['in TEST MODE (no payment provider keys)', 'sk_test_', true],
    ['taking real payments', 'sk_live_', false],
  ])('starts the secret of a key made by a shop %s with %s', async (_mode, start, testMode) => {
    const shop = aShop(testMode);
    const created = await shop.create();
    expect(created.secret).toMatch(new RegExp(`^${start}[A-Za-z0-9_-]{43}$`));
    expect(created.prefix).toBe(created.secret.slice(0, 12));
    expect(created.prefix.startsWith(start)).toBe(true);
    // Only the hash of the whole secret is kept, whichever way it starts: the authenticator looks keys up by it.
    expect(shop.saved).toEqual([expect.objectContaining({ prefix: created.prefix, secretHash: hashApiKeySecret(created.secret) })]);
    expect(JSON.stringify(shop.saved)).not.toContain(created.secret);
  });
});
