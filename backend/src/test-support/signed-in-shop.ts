import type { Agent } from 'supertest';
import { signedInBrowser } from './fixtures';
import { createTestApp, TestApp } from './test-app';

type Role = Parameters<typeof signedInBrowser>[1];

/**
 * A fresh shop for the describe block it is called in (closed after it), with one signed-in
 * browser per role asked for. The fields are filled in before the block's own `beforeAll` hooks
 * run, so those may use them too.
 */
export function signedInShop<R extends Role>(...roles: R[]): { shop: TestApp } & Record<R, Agent> {
  const given = {} as { shop: TestApp } & Record<Role, Agent>;
  beforeAll(async () => {
    given.shop = await createTestApp();
    for (const role of roles) given[role] = await signedInBrowser(given.shop, role);
  });
  afterAll(() => given.shop.close());
  return given;
}
