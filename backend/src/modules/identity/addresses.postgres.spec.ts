import type { Agent } from 'supertest';
import { RegisterUserCommand } from './commands/register-user/register-user.command';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import type { TestApp } from '../../test-support/test-app';
import { twoInstancesOnOnePostgres } from '../../test-support/two-instances';

jest.setTimeout(300_000);

const ROUNDS = 5;

/**
 * ADR 064: the five-address limit is counted with the customer's row locked. Many adds at the same
 * moment, through two instances of the shop on one PostgreSQL, still leave exactly five and one
 * default; every other add is refused with 409.
 */
describe('the five-address limit under concurrent adds on two instances', () => {
  const instances = twoInstancesOnOnePostgres();
  let shops: TestApp[];

  beforeAll(async () => {
    shops = instances.shops;
  });

  it('never keeps a sixth, and keeps one default, every round', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      // One customer, signed in on each instance (two tabs behind a load balancer).
      const email = `addresses-race-${round}@example.com`;
      await shops[0].app.get(RegisterUserHandler).execute(new RegisterUserCommand(email, 'test-passphrase', 'Kojo', 'Test', 'customer'));
      const tabs: Agent[] = [shops[0].agent(), shops[1].agent()];
      for (const tab of tabs) await tab.post('/api/auth/login').send({ email, password: 'test-passphrase' }).expect(200);
      const adds = Array.from({ length: 8 }, (_, n) => {
        const body = { address: `${n + 1} Spintex Road`, city: 'Accra', region: 'Greater Accra', country: 'Ghana', landmark: `round ${round}`, isDefault: n % 2 === 0 };
        return tabs[n % 2].post('/api/account/addresses').send(body);
      });
      const answers = await Promise.all(adds);

      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
      const kept = (await tabs[1].get('/api/account/addresses').expect(200)).body as { isDefault: boolean }[];
      expect({ kept: kept.length, defaults: kept.filter((saved) => saved.isDefault).length }).toEqual({ kept: 5, defaults: 1 });
    }
  });
});
