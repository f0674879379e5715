import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Investor } from '../../src/api/fund-structure';
import type { Table } from '../../src/api/table-data';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('the investors list shows linked entities on $name', (db) => {
  let t: TestApp;
  let admin: string;
  let beacon: string;
  const call = jsonCaller(
    () => t,
    () => admin,
  );
  const createInvestor = async (name: string) =>
    (
      await call<Investor>('POST', '/api/investor/', {
        name,
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: `${name} LP`, legal_type: 'limited_partnership' },
      })
    ).body;

  beforeAll(async () => {
    t = await startTestApp(db);
    admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
  });
  afterAll(() => t.dispose());

  it('lists own and linked entities, marked, as filter values of their own', async () => {
    const aspen = await createInvestor('Aspen Holdings');
    const cedar = await createInvestor('Cedar Partners');
    const link = await call('POST', `/api/investor/${aspen.id}/investor-entity-relationships/`, {
      investor_entity_id: cedar.entities[0]!.id,
    });
    expect(link.status).toBe(200);

    const table = (await call<Table>('GET', '/api/investor-table-data')).body;
    expect(table.columns.map((c) => c.id)).toContain('linked_entities');
    const aspenRow = table.rows.find((r) => r.id === aspen.id)!;
    expect(aspenRow.cells.investor_entities).toMatchObject({
      value: { type: 'text', text: 'Aspen Holdings LP, Cedar Partners LP (linked)' },
      filter_values: ['Aspen Holdings LP', 'Cedar Partners LP'],
      sort_key: 'aspen holdings lp, cedar partners lp (linked)',
      tooltip: { message: '1 linked through investor-entity relationships' },
    });
    expect(aspenRow.cells.linked_entities).toMatchObject({
      value: { type: 'text', text: 'Cedar Partners LP' },
      filter_values: ['Cedar Partners LP'],
    });
    // The owner still lists its entity as its own, unmarked.
    const cedarRow = table.rows.find((r) => r.id === cedar.id)!;
    expect(cedarRow.cells.investor_entities?.value).toEqual({
      type: 'text',
      text: 'Cedar Partners LP',
    });
    expect(cedarRow.cells.linked_entities?.value).toEqual({ type: 'text', text: null });

    // Unlinked, the entity leaves the list of the investor it was linked to.
    await call('DELETE', `/api/investor/${aspen.id}/investor-entity-relationships/`, {
      investor_entity_id: cedar.entities[0]!.id,
    });
    const after = (await call<Table>('GET', '/api/investor-table-data')).body;
    expect(after.rows.find((r) => r.id === aspen.id)?.cells.investor_entities?.value).toEqual({
      type: 'text',
      text: 'Aspen Holdings LP',
    });

    // Another customer's list has neither investor nor the link.
    const theirs = (await call<Table>('GET', '/api/investor-table-data', undefined, beacon)).body;
    expect(theirs.rows.map((r) => r.id)).not.toContain(aspen.id);
    expect(JSON.stringify(theirs)).not.toContain('Cedar Partners LP');
  });
});
