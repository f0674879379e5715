import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculationExamples } from '../../src/api/calculation-examples';
import type { FeeInput } from '../../src/api/fees';
import {
  startConfigurationKit,
  type ApiAnswer,
  type ConfigurationKit,
  type ErrorBody,
} from './fund-configuration-kit';
import { testDatabases } from './test-databases';

const sameTime = 20;

/**
 * Issue 16: a name already taken in the fund family is refused with the field named, one at a
 * time (the service's check, 400 or 409) and all at once (the unique constraint, 409), never 500.
 */
describe.each(testDatabases())('duplicate names on $name', (database) => {
  let k: ConfigurationKit;
  beforeAll(async () => {
    k = await startConfigurationKit(database, 'Duplicate Names Fund');
  });
  afterAll(() => k.t.dispose());

  const together = (create: () => Promise<ApiAnswer<unknown>>) =>
    Promise.all(Array.from({ length: sameTime }, create));
  const count = async (table: string, column: string, value: string) =>
    (
      await k.t.deps.handle.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE fund_family_id = $1 AND ${column} = $2`,
        [k.fundFamilyId, value],
      )
    )[0]!.n;
  /** One created; every other answer refuses with `message` on `field`. */
  const expectOneCreated = (
    answers: ApiAnswer<unknown>[],
    field: string,
    message: string,
    refusedWith: number[] = [409],
  ) => {
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const { status, body } of answers.filter((a) => a.status !== 201)) {
      expect(refusedWith).toContain(status);
      expect((body as ErrorBody).data?.[field]).toEqual([message]);
    }
  };

  const fee = (name: string): FeeInput & { fund_family_id: string } => ({
    fund_family_id: k.fundFamilyId,
    name,
    type: 'management',
    rates: [{ from: '2025-01-01', rate_percent: '2' }],
    basis: [{ from: '2025-01-01', calculation_id: k.basisCalculationId }],
    day_count: 'actual_365',
    proration: 'day_count',
    cadence: 'quarterly',
    charge_timing: 'in_advance',
    basis_determination: 'day_weighted_average',
    partial_period_basis: 'use_partial_period',
    true_up_eligible: true,
    offsets: [],
    order_of_operations: 'offsets_first',
    waiver_methodology: null,
  });
  const feeTaken = 'This fund family already has a fee with this name.';

  it('fees: a second fee of the same name is 400 on name; 20 at once give one fee and 409s', async () => {
    expect((await k.call('POST', '/fee-information/', fee('Admin fee'))).status).toBe(201);
    const again = await k.call<ErrorBody>('POST', '/fee-information/', fee('Admin fee'));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'invalid', data: { name: [feeTaken] } });

    const other = await k.call<{ id: string }>('POST', '/fee-information/', fee('Other fee'));
    const { fund_family_id: _f, ...renamed } = fee('Admin fee');
    const rename = await k.call<ErrorBody>('PUT', `/fee-information/${other.body.id}/`, renamed);
    expect(rename.status).toBe(400);
    expect(rename.body.data).toEqual({ name: [feeTaken] });

    const answers = await together(() => k.call('POST', '/fee-information/', fee('Carry fee')));
    expectOneCreated(answers, 'name', feeTaken, [400, 409]);
    expect(await count('fees', 'name', 'Carry fee')).toBe(1);
  });

  const code = (name: string) => ({
    name,
    display_name: `Contribution — ${name}`,
    classification: 'expenses',
    should_get_equalized: true,
    affects_nav: true,
  });
  const codesPath = () => `/fund-family/${k.fundFamilyId}/transactions/configuration/`;
  const codeTaken = 'This fund family already has a code with this name.';

  it('transaction codes: a second code of the same name is 400 on name; 20 at once give one code and 409s', async () => {
    expect((await k.call('POST', codesPath(), code('audit_expense'))).status).toBe(201);
    const again = await k.call<ErrorBody>('POST', codesPath(), code('audit_expense'));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'invalid', data: { name: [codeTaken] } });

    const answers = await together(() => k.call('POST', codesPath(), code('legal_expense')));
    expectOneCreated(answers, 'name', codeTaken, [400, 409]);
    expect(await count('transaction_codes', 'name', 'legal_expense')).toBe(1);
  });

  const calculationsPath = () => `/fund-family/${k.fundFamilyId}/transactions/calculations/`;
  const calculation = (display_name: string) => ({
    ...calculationExamples.find((e) => e.input.display_name === 'total_contributions')!.input,
    display_name,
  });
  const calculationTaken = 'A calculation with this display name already exists.';

  it('calculations: a second calculation of the same display name is 400 on display_name; 20 at once give one and 400/409s', async () => {
    const first = await k.call<{ id: string }>('POST', calculationsPath(), calculation('paid_in'));
    expect(first.status).toBe(201);
    const again = await k.call<ErrorBody>('POST', calculationsPath(), calculation('paid_in'));
    expect(again.status).toBe(400);
    expect(again.body.data).toEqual({ display_name: [calculationTaken] });

    const other = await k.call<{ id: string }>('POST', calculationsPath(), calculation('paid_out'));
    expect(other.status).toBe(201);
    const rename = await k.call<ErrorBody>(
      'PUT',
      `${calculationsPath()}${other.body.id}/`,
      calculation('paid_in'),
    );
    expect(rename.status).toBe(400);
    expect(rename.body.data).toEqual({ display_name: [calculationTaken] });

    const answers = await together(() =>
      k.call('POST', calculationsPath(), calculation('called_capital')),
    );
    expectOneCreated(answers, 'display_name', calculationTaken, [400, 409]);
    expect(await count('calculations', 'display_name', 'called_capital')).toBe(1);
  });

  const classTaken = 'This fund family already has a class with this name.';

  it('investor classes: a name differing only in case is taken (migration 0026), one at a time and all at once', async () => {
    const create = (name: string) =>
      k.call('POST', '/investor-class/', { fund_family_id: k.fundFamilyId, name });
    expect((await create('Class Q')).status).toBe(201);
    const again = await create('class q');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', data: { name: [classTaken] } });
    // From rows too: the clash is named on its row.
    const bulk = await k.call<ErrorBody>('POST', '/investor-class/bulk/', {
      fund_family_id: k.fundFamilyId,
      classes: [{ name: 'Class R' }, { name: 'CLASS q' }],
    });
    expect(bulk.status).toBe(409);
    expect(bulk.body.data).toEqual({ 'classes.1.name': [classTaken] });

    const spellings = ['Class W', 'class w', 'CLASS W', 'Class w'];
    const answers = await Promise.all(
      Array.from({ length: sameTime }, (_, i) => create(spellings[i % spellings.length]!)),
    );
    expectOneCreated(answers, 'name', classTaken);
    const stored = await k.t.deps.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM investor_classes WHERE fund_family_id = $1 AND lower(name) = 'class w'",
      [k.fundFamilyId],
    );
    expect(stored[0]!.n).toBe(1);
  });

  it('the database itself refuses a class name differing only in case', async () => {
    const [family] = await k.t.deps.handle.query<{ customer_id: string }>(
      'SELECT customer_id FROM fund_families WHERE id = $1',
      [k.fundFamilyId],
    );
    await expect(
      k.t.deps.handle.query(
        "INSERT INTO investor_classes (customer_id, fund_family_id, name) VALUES ($1, $2, 'CLASS Q')",
        [family!.customer_id, k.fundFamilyId],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'investor_classes_name_unique' });
  });
});
