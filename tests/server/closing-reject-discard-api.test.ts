import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Closing } from '../../src/api/fund-structure';
import { draftClosing, fundraisingFund } from './closing-lifecycle-fixture';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type Answer = Closing & { code: string; message: string };

/** Return to draft (reject) and discard on the closing routes: who may, when, and what after. */
describe.each(testDatabases())('closing reject and discard on $name', (database) => {
  let t: TestApp;
  const token = { admin: '', writer: '', approver: '', reader: '', beacon: '' };
  const call = jsonCaller(
    () => t,
    () => token.admin,
  );
  let fund: { fundFamilyId: string; mainFundId: string };
  const act = (closingId: string, action: string, as: string) =>
    call<Answer>('PATCH', `/api/closing/${closingId}/${action}/`, undefined, as);
  const stateOf = async (closingId: string) =>
    (await call<Closing>('GET', `/api/closing/${closingId}/`)).body.state;
  const sent = async (name: string) => {
    const closing = await draftClosing(call, fund, name);
    expect((await act(closing.id, 'send-for-approval', token.writer)).status).toBe(200);
    return closing;
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    token.admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    fund = await fundraisingFund(call, 'Reject Discard Fund');
  });
  afterAll(() => t.dispose());

  it('returns a closing sent for approval to draft: the preparer is forgotten, it edits again', async () => {
    const closing = await sent('Returned');
    const returned = await act(closing.id, 'reject', token.approver);
    expect(returned.status).toBe(200);
    expect([returned.body.state, returned.body.sent_for_approval_by]).toEqual(['draft', null]);
    expect(returned.body.available_actions).toEqual(['send-for-approval', 'discard']);
    // Its commitment stays: nothing was posted or dropped.
    expect(returned.body.commitments).toHaveLength(1);
  });

  it('lets a writer return it (write permission), never a reader or another customer', async () => {
    const closing = await sent('Who returns');
    const byReader = await act(closing.id, 'reject', token.reader);
    expect(byReader.status).toBe(403);
    const byBeacon = await act(closing.id, 'reject', token.beacon);
    expect(byBeacon.status).toBe(404);
    expect(await stateOf(closing.id)).toBe('sent_for_approval');
    expect((await act(closing.id, 'reject', token.writer)).body.state).toBe('draft');
  });

  it('refuses to return a draft or an approved closing with 409, unchanged', async () => {
    const draft = await draftClosing(call, fund, 'Draft not returned');
    const fromDraft = await act(draft.id, 'reject', token.approver);
    expect([fromDraft.status, fromDraft.body.code, fromDraft.body.message]).toEqual([
      409,
      'invalid_transition',
      'A closing that is draft cannot reject.',
    ]);
    const approved = await sent('Approved not returned');
    expect((await act(approved.id, 'complete', token.approver)).body.state).toBe('complete');
    const fromComplete = await act(approved.id, 'reject', token.approver);
    expect([fromComplete.status, fromComplete.body.message]).toEqual([
      409,
      'A closing that is complete cannot reject.',
    ]);
    expect(await stateOf(approved.id)).toBe('complete');
  });

  it('discards a draft and a closing sent for approval; a discarded one takes no action', async () => {
    const draft = await draftClosing(call, fund, 'Discarded draft');
    const discarded = await act(draft.id, 'discard', token.writer);
    expect([discarded.status, discarded.body.state]).toEqual([200, 'discarded']);
    expect(discarded.body.available_actions).toEqual([]);
    for (const action of ['send-for-approval', 'discard', 'reject']) {
      const again = await act(draft.id, action, token.admin);
      expect([again.status, again.body.code], action).toEqual([409, 'invalid_transition']);
    }
    const waiting = await sent('Discarded while waiting');
    // DELETE is the same discard (spec: "Delete a draft closing").
    const deleted = await call<Answer>('DELETE', `/api/closing/${waiting.id}/`);
    expect([deleted.status, deleted.body.state]).toEqual([200, 'discarded']);
  });

  it('lets a writer discard, not a reader or another customer; an approved closing cannot be', async () => {
    const draft = await draftClosing(call, fund, 'Who discards');
    expect((await act(draft.id, 'discard', token.reader)).status).toBe(403);
    expect(
      (await call('DELETE', `/api/closing/${draft.id}/`, undefined, token.reader)).status,
    ).toBe(403);
    expect((await act(draft.id, 'discard', token.beacon)).status).toBe(404);
    expect(await stateOf(draft.id)).toBe('draft');
    const approved = await sent('Approved not discarded');
    await act(approved.id, 'complete', token.approver);
    const refused = await act(approved.id, 'discard', token.admin);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'A closing that is complete cannot discard.',
    ]);
    expect(await stateOf(approved.id)).toBe('complete');
  });
});
