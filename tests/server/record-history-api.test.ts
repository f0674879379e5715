import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { recordHistorySchema, type RecordHistory } from '../../src/api/record-history';
import { draftClosing, fundraisingFund } from './closing-lifecycle-fixture';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/** A record's state changes from the audit log, for the workflow chart (issue 22). */
describe.each(testDatabases())('record history on $name', (database) => {
  let t: TestApp;
  const token = { admin: '', writer: '', approver: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.admin,
  );
  let beaconId: string;

  beforeAll(async () => {
    t = await startTestApp(database);
    token.admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    beaconId = (
      await call<{ customer: { id: string } }>(
        'GET',
        '/api/selected-customer/',
        undefined,
        token.beacon,
      )
    ).body.customer.id;
  });
  afterAll(() => t.dispose());

  it("lists a closing's changes oldest first, each with its event and who made it", async () => {
    const fund = await fundraisingFund(call, 'History Fund');
    const closing = await draftClosing(call, fund, 'History close');
    const act = (action: string, as: string) =>
      call('PATCH', `/api/closing/${closing.id}/${action}/`, undefined, as);
    expect((await act('send-for-approval', token.writer)).status).toBe(200);
    expect((await act('reject', token.approver)).status).toBe(200);
    expect((await act('send-for-approval', token.writer)).status).toBe(200);
    expect((await act('complete', token.approver)).status).toBe(200);

    const history = await call<RecordHistory>('GET', `/api/closing/${closing.id}/history/`);
    expect(history.status).toBe(200);
    expect(v.is(recordHistorySchema, history.body)).toBe(true);
    expect(history.body.machine).toBe('closing');
    expect(history.body.state).toBe('complete');
    // The edits (adding the commitment) are not state changes: four entries, in order.
    expect(history.body.transitions.map((s) => [s.from, s.event, s.to, s.by])).toEqual([
      ['draft', 'closing.submit', 'sent_for_approval', 'writer@demo.test'],
      ['sent_for_approval', 'closing.reject', 'draft', 'approver@demo.test'],
      ['draft', 'closing.submit', 'sent_for_approval', 'writer@demo.test'],
      ['sent_for_approval', 'closing.complete', 'complete', 'approver@demo.test'],
    ]);
    const times = history.body.transitions.map((s) => Date.parse(s.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("is for internal users only, and another customer's closing is a 404", async () => {
    const fund = await fundraisingFund(call, 'Tenancy History Fund');
    const closing = await draftClosing(call, fund, 'Tenancy close');
    const path = `/api/closing/${closing.id}/history/`;
    expect((await call('GET', path, undefined, token.writer)).status).toBe(403);
    expect((await call('GET', path, undefined, token.beacon)).status).toBe(403);
    // The internal admin acting for Beacon Partners sees nothing of Demo Capital's closing.
    const asBeacon = await t.request(path, { token: token.admin, customerId: beaconId });
    expect(asBeacon.status).toBe(404);
    const own = await call<RecordHistory>('GET', path);
    expect([own.status, own.body.state, own.body.transitions]).toEqual([200, 'draft', []]);
  });

  it("reads a capital call's finalize as the machine's two steps, posting then finished", async () => {
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    const base = `/api/fund-family/${families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id}`;
    const list = await call<{ events: { id: string; name: string }[] }>(
      'GET',
      `${base}/capital-activity`,
    );
    const draft = list.body.events.find((e) => e.name === 'Capital call 2')!;
    const path = `${base}/fund-family-event/${draft.id}/history/`;
    const before = await call<RecordHistory>('GET', path);
    expect([before.body.machine, before.body.state, before.body.transitions]).toEqual([
      'capitalEvent',
      'draft',
      [],
    ]);
    const done = await call(
      'PATCH',
      `${base}/fund-family-event/${draft.id}/finalize`,
      undefined,
      token.approver,
    );
    expect(done.status).toBe(200);
    const after = await call<RecordHistory>('GET', path);
    expect(after.body.state).toBe('completed');
    expect(after.body.transitions.map((s) => [s.from, s.event, s.to, s.by])).toEqual([
      ['draft', 'capital_event.finalize', 'in_progress', 'approver@demo.test'],
      ['in_progress', 'capital_event.workflow_done', 'completed', 'approver@demo.test'],
    ]);
    expect((await call('GET', path, undefined, token.writer)).status).toBe(403);
    expect((await t.request(path, { token: token.admin, customerId: beaconId })).status).toBe(404);
  });
});
