import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolationConflict } from '../../src/server/unique-violation';
import {
  startConfigurationKit,
  type ConfigurationKit,
  type ErrorBody,
} from './fund-configuration-kit';
import { setGeneralLedgerFlag } from './general-ledger-fixture';
import { testDatabases } from './test-databases';

const sameTime = 20;

describe.each(testDatabases())('unique names under concurrency on $name', (database) => {
  let k: ConfigurationKit;
  beforeAll(async () => {
    k = await startConfigurationKit(database, 'Concurrent Names Fund');
    const [row] = await k.t.deps.handle.query<{ customer_id: string }>(
      'SELECT customer_id FROM fund_families WHERE id = $1',
      [k.fundFamilyId],
    );
    await setGeneralLedgerFlag(k.t, row!.customer_id, true);
  });
  afterAll(() => k.t.dispose());

  const together = (create: () => Promise<{ status: number; body: unknown }>) =>
    Promise.all(Array.from({ length: sameTime }, create));

  it('creates one of 20 same-named investor classes and answers 409 naming the field to the rest', async () => {
    const answers = await together(() =>
      k.call('POST', '/investor-class/', { fund_family_id: k.fundFamilyId, name: 'Class Z' }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(sameTime - 1).fill(409));
    for (const { body } of refused)
      expect(body).toMatchObject({
        code: 'conflict',
        message: 'This fund family already has a class with this name.',
        data: { name: ['This fund family already has a class with this name.'] },
      });
    const stored = await k.t.deps.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM investor_classes WHERE fund_family_id = $1 AND name = 'Class Z'",
      [k.fundFamilyId],
    );
    expect(stored[0]!.n).toBe(1);
  });

  it('creates one of 20 same-named general ledger integrations and answers 409 to the rest', async () => {
    const answers = await together(() =>
      k.call('POST', '/general-ledger/integrations/', {
        name: 'Investran at once',
        fund_family_id: k.fundFamilyId,
        general_ledger_type: 'investran',
        ingestion_type: 'upload',
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(sameTime - 1).fill(409));
    for (const { body } of refused)
      expect((body as ErrorBody).data).toEqual({
        name: ['An integration with this name already exists.'],
      });
  });

  it('reads a unique violation from either driver, wrapped or not, and nothing else', () => {
    // node-postgres and PGlite both report SQLSTATE, constraint and table on the error;
    // Drizzle wraps it as `cause`.
    const driverError = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'fees_name_unique',
      table: 'fees',
    });
    const wrapped = Object.assign(new Error('Failed query'), { cause: driverError });
    expect(uniqueViolationConflict(wrapped)?.toBody()).toEqual({
      code: 'conflict',
      message: 'This fund family already has a fee with this name.',
      dev_message: 'unique constraint fees_name_unique',
      data: { name: ['This fund family already has a fee with this name.'] },
    });
    const unnamed = {
      code: '23505',
      constraint: 'chat_messages_position_unique',
      table: 'chat_messages',
    };
    expect(uniqueViolationConflict(unnamed)?.toBody()).toMatchObject({
      code: 'conflict',
      message:
        'Chat message already exists; someone may have saved it at the same moment. Reload and try again.',
    });
    expect(uniqueViolationConflict({ code: '23503' })).toBeNull();
    expect(uniqueViolationConflict(new Error('boom'))).toBeNull();
  });
});
