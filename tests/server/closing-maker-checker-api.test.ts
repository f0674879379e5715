import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSettings } from '../../src/api/customer-settings';
import type { Closing, FundEntity, Investor } from '../../src/api/fund-structure';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

type Refusal = { code: string; message: string };

const refusal = 'You sent this closing for approval; another user must approve it.';

/** Maker-checker on the closing routes: who sent a closing for approval may not approve it. */
describe.each(testDatabases())('closing maker-checker on $name', (database) => {
  let t: TestApp;
  const token: Record<'admin' | 'manager' | 'approver' | 'writer' | 'beacon', string> = {
    admin: '',
    manager: '',
    approver: '',
    writer: '',
    beacon: '',
  };
  const call = jsonCaller(
    () => t,
    () => token.admin,
  );
  let fundFamilyId: string;
  let mainFundId: string;

  /** A new closing of the fund with one $1,000,000 commitment, sent for approval by `sender`. */
  const sentClosing = async (name: string, sender: string) => {
    const created = await call<Closing>('POST', '/api/closing/', {
      fund_family_id: fundFamilyId,
      name,
      closing_date: '2026-06-30',
    });
    expect(created.status).toBe(201);
    const investor = await call<Investor>('POST', '/api/investor/', {
      name: `${name} investor`,
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: `${name} investor LP`, legal_type: 'limited_partnership' },
    });
    const added = await call('PUT', `/api/closing/${created.body.id}/add-security/`, {
      investor_entity_id: investor.body.entities[0]!.id,
      owning_entity_id: mainFundId,
      amount_cents: 1_000_000_00,
    });
    expect(added.status).toBe(200);
    const sent = await call<Closing>(
      'PATCH',
      `/api/closing/${created.body.id}/send-for-approval/`,
      undefined,
      sender,
    );
    expect(sent.status).toBe(200);
    return sent.body;
  };
  const approve = (closingId: string, as: string) =>
    call<Closing & Refusal>('PATCH', `/api/closing/${closingId}/complete/`, undefined, as);
  const closingAs = (closingId: string, as: string) =>
    call<Closing & Refusal>('GET', `/api/closing/${closingId}/`, undefined, as);

  beforeAll(async () => {
    t = await startTestApp(database);
    token.admin = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.manager = (await t.signIn('manager@demo.test', 'demo-manager-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    fundFamilyId = (
      await call<{ id: string }>('POST', '/api/fund-family/', { name: 'Maker-Checker Fund' })
    ).body.id;
    mainFundId = (
      await call<FundEntity>('POST', `/api/fund-family/${fundFamilyId}/fund-entities/`, {
        name: 'Maker-Checker Fund, L.P.',
        short_name: 'MCF',
        functional_type: 'main_fund',
        legal_type: 'limited_partnership',
      })
    ).body.id;
    const started = await call('PATCH', `/api/fund-family/${fundFamilyId}/fundraise/`, {
      first_closing_date: '2026-01-15',
    });
    expect(started.status).toBe(200);
  });
  afterAll(() => t.dispose());

  it('is on by default: preparers may not approve', async () => {
    expect((await call<CustomerSettings>('GET', '/api/customer-settings/')).body).toEqual({
      preparer_may_approve: false,
    });
  });

  it('refuses the preparer with 403 and the rule, and changes nothing', async () => {
    const sent = await sentClosing('Preparer refused', token.approver);
    expect(sent.sent_for_approval_by?.name).toBe('April Approver');
    // The preparer is told why before pressing anything; another approver is not.
    expect(sent.approval_refusal).toBe(refusal);
    expect((await closingAs(sent.id, token.admin)).body.approval_refusal).toBeNull();

    const refused = await approve(sent.id, token.approver);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      'separation_of_duties',
      refusal,
    ]);
    const after = (await closingAs(sent.id, token.approver)).body;
    expect([after.state, after.approved_by]).toEqual(['sent_for_approval', null]);
  });

  it('lets another approver approve, and records who', async () => {
    const sent = await sentClosing('Another approves', token.writer);
    expect(sent.sent_for_approval_by?.name).toBe('Will Writer');
    const approved = await approve(sent.id, token.approver);
    expect(approved.status).toBe(200);
    expect(approved.body.state).toBe('complete');
    expect(approved.body.approved_by?.name).toBe('April Approver');
    expect(approved.body.approval_refusal).toBeNull();
  });

  it('forgets the preparer when the closing returns to draft: the next sender prepares it', async () => {
    const sent = await sentClosing('Returned', token.writer);
    const returned = await call<Closing>(
      'PATCH',
      `/api/closing/${sent.id}/reject/`,
      undefined,
      token.approver,
    );
    expect([returned.body.state, returned.body.sent_for_approval_by]).toEqual(['draft', null]);
    await call('PATCH', `/api/closing/${sent.id}/send-for-approval/`, undefined, token.approver);
    expect((await approve(sent.id, token.approver)).body.message).toBe(refusal);
    expect((await approve(sent.id, token.writer)).status).toBe(403); // no approve permission
    expect((await approve(sent.id, token.admin)).status).toBe(200);
  });

  it("gives another customer's user nothing of the closing or the setting", async () => {
    const sent = await sentClosing('Other customer', token.writer);
    expect((await approve(sent.id, token.beacon)).status).toBe(404);
    expect((await closingAs(sent.id, token.beacon)).status).toBe(404);
    expect((await closingAs(sent.id, token.admin)).body.state).toBe('sent_for_approval');
    // Naming Demo Capital gets Beacon's admin a 403, reading or changing its setting.
    const demo = (await call<{ customer: { id: string } }>('GET', '/api/selected-customer/')).body
      .customer.id;
    for (const method of ['GET', 'PATCH'])
      expect(
        (
          await t.request('/api/customer-settings/', {
            method,
            token: token.beacon,
            customerId: demo,
            body: method === 'PATCH' ? JSON.stringify({ preparer_may_approve: true }) : undefined,
          })
        ).status,
        method,
      ).toBe(403);
    // Beacon's admin changes Beacon's setting, never Demo Capital's.
    const beacons = await call<CustomerSettings>(
      'PATCH',
      '/api/customer-settings/',
      { preparer_may_approve: true },
      token.beacon,
    );
    expect([beacons.status, beacons.body]).toEqual([200, { preparer_may_approve: true }]);
    expect((await call<CustomerSettings>('GET', '/api/customer-settings/')).body).toEqual({
      preparer_may_approve: false,
    });
  });

  it('lets only an admin change the setting, and refuses a bad value unchanged', async () => {
    const byWriter = await call(
      'PATCH',
      '/api/customer-settings/',
      { preparer_may_approve: true },
      token.writer,
    );
    expect(byWriter.status).toBe(403);
    const bad = await call<Refusal & { data: Record<string, string[]> }>(
      'PATCH',
      '/api/customer-settings/',
      { preparer_may_approve: 'yes' },
      token.manager,
    );
    expect([bad.status, Object.keys(bad.body.data)]).toEqual([400, ['preparer_may_approve']]);
    expect((await call<CustomerSettings>('GET', '/api/customer-settings/')).body).toEqual({
      preparer_may_approve: false,
    });
  });

  it('lets the preparer approve once a customer admin allows it for a small team', async () => {
    const on = await call<CustomerSettings>(
      'PATCH',
      '/api/customer-settings/',
      { preparer_may_approve: true },
      token.manager,
    );
    expect([on.status, on.body]).toEqual([200, { preparer_may_approve: true }]);
    const sent = await sentClosing('Small team', token.approver);
    expect(sent.approval_refusal).toBeNull();
    const approved = await approve(sent.id, token.approver);
    expect([approved.status, approved.body.state]).toEqual([200, 'complete']);
    expect(approved.body.sent_for_approval_by?.name).toBe('April Approver');
    expect(approved.body.approved_by?.name).toBe('April Approver');
    const audit = await t.deps.handle.query<{ data: unknown }>(
      `SELECT data FROM audit_log WHERE target_type = 'customer_settings' ORDER BY id`,
    );
    expect(audit.at(-1)?.data).toEqual({
      before: { preparer_may_approve: false },
      after: { preparer_may_approve: true },
    });
  });
});
