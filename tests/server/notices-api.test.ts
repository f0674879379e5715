import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineWith, pdfText } from '../pdf-text';
import type { CapitalCallEvent } from '../../src/api/capital-call';
import type { CapitalActivityList } from '../../src/api/capital-activity-list';
import type {
  NoticeConfig,
  NoticeDocumentsStatus,
  NoticeDocumentsTable,
  NoticeTemplate,
} from '../../src/api/notice';
import { noticePreviewUnavailableMessage } from '../../src/api/notice';
import { stopJobQueueFor } from '../../src/server/jobs/job-queues';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const dir = mkdtempSync(join(tmpdir(), 'notices-'));

/**
 * Notices of the demo's Capital call 2 (a draft due 2026-01-20; README): Aldridge State Pension
 * Fund committed 2,500,000.00, paid 524,965.75 in call 1 (500,000.00 + 12,500.00 + its Q2 2025
 * fee as charged, 2,500,000.00 × 2% × 91/365 = 12,465.75), and is called 125,000.00 for the
 * investment (5%) and 12,500.00 of management fee (0.5%): 137,500.00 in all, unfunded
 * 1,975,034.25 before and 1,837,534.25 after, paid-in 662,465.75 after; nothing distributed.
 */
describe.each(testDatabases())('notices on $name', (database) => {
  let t: TestApp;
  const token = { staff: '', manager: '', writer: '', approver: '', beacon: '' };
  let as = token.staff;
  const call = jsonCaller(
    () => t,
    () => as,
  );
  let base: string;
  let fundFamilyId: string;
  let draftId: string;
  const raw = (method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      token: as,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const waitDone = async (eventId: string) => {
    for (let i = 0; i < 300; i += 1) {
      const s = await call<NoticeDocumentsStatus>(
        'GET',
        `${base}/fund-family-event/${eventId}/notice-documents-status/`,
      );
      if (s.body.status !== 'generating') return s.body;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('notices still generating');
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    token.staff = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
    token.manager = (await t.signIn('manager@demo.test', 'demo-manager-2026')).access;
    token.writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
    token.approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
    token.beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    as = token.manager;
    const families = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    fundFamilyId = families.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    base = `/api/fund-family/${fundFamilyId}`;
    const list = (await call<CapitalActivityList>('GET', `${base}/capital-activity`)).body;
    draftId = list.events.find((e) => e.name === 'Capital call 2')!.id;
  }, 120_000);
  afterAll(async () => {
    await stopJobQueueFor(t.deps.handle);
    await t.dispose();
  });

  it('lets service staff (admin@demo.test, the service level) configure notices and refuses everyone else', async () => {
    as = token.manager;
    const config = await call<NoticeConfig>('GET', `${base}/notice-config/`);
    const main = config.body.fund_entities.find((e) => e.name.includes('IV, L.P.'))!;
    const body = {
      letterhead: 'Harborview Capital Management, 1 Harbor Way, Boston MA',
      signatory: 'Jane Harbor, Chief Financial Officer',
      generation_type: 'pdf_markdown',
      wire_instructions: config.body.fund_entities.map((e) => ({
        fund_entity_id: e.id,
        instructions: `Bank of Boston, ABA 011000028, account ${e.id === main.id ? '4471-0001' : '4471-0099'}`,
      })),
    };
    expect((await raw('POST', `${base}/notice-config/`, body)).status).toBe(403);
    as = token.staff;
    const saved = await call<NoticeConfig>('POST', `${base}/notice-config/`, body);
    expect(saved.status).toBe(200);
    expect(saved.body.signatory).toBe('Jane Harbor, Chief Financial Officer');
    const notBuilt = await raw('POST', `${base}/notice-config/`, {
      ...body,
      generation_type: 'pdf_fill',
    });
    expect(notBuilt.status).toBe(409);
    const template = await call<NoticeTemplate>(
      'POST',
      `${base}/notice-document-template/?event_type=capital_call`,
      {
        title: 'Capital Call Notice',
        sections: [{ title: 'Dear {lp}', body: 'Please wire {amount_due} by {due_date}.' }],
      },
    );
    expect(template.status).toBe(200);
    as = token.beacon;
    expect((await raw('GET', `${base}/notice-config/`)).status).toBe(404);
    expect((await raw('POST', `${base}/fund-family-event/${draftId}/notice/`)).status).toBe(404);
  }, 120_000);

  it('previews a template as typed, unsaved, on a real LP of the latest call', async () => {
    const typed = {
      title: 'Preview Of A Call Notice',
      sections: [{ title: 'Hello {lp}', body: 'Please wire {amount_due} by {due_date}.' }],
    };
    const path = `${base}/notice-document-template/preview/?event_type=capital_call`;
    as = token.manager;
    expect((await raw('POST', path, typed)).status).toBe(403);
    as = token.staff;
    const preview = await raw('POST', path, typed);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('content-disposition')).toContain(
      encodeURIComponent('Preview - Capital call 2 - Aldridge State Pension Fund.pdf'),
    );
    const text = pdfText(await preview.arrayBuffer());
    expect(text).toContain('Preview Of A Call Notice');
    expect(text).toContain('Hello Aldridge State Pension Fund');
    expect(text).toContain('Please wire USD 137,500.00 by 01/20/2026.');
    // Nothing was saved: the template is still the one saved before.
    const saved = await call<NoticeTemplate>(
      'GET',
      `${base}/notice-document-template/?event_type=capital_call`,
    );
    expect(saved.body.title).toBe('Capital Call Notice');
    // The demo has no distribution: nothing to render its template on.
    const none = await call<{ message: string }>(
      'POST',
      `${base}/notice-document-template/preview/?event_type=distribution`,
      typed,
    );
    expect([none.status, none.body.message]).toEqual([
      409,
      noticePreviewUnavailableMessage.distribution,
    ]);
    // Another customer's service staff gets nothing.
    as = token.beacon;
    expect((await raw('POST', path, typed)).status).toBe(403);
  });

  it('generates one PDF per LP with the call by use, the figures and the wire', async () => {
    as = token.writer;
    const queued = await call<{ queued: number }>(
      'POST',
      `${base}/fund-family-event/${draftId}/notice/`,
    );
    expect(queued.status).toBe(202);
    expect(queued.body.queued).toBe(41);
    const status = await waitDone(draftId);
    expect([status.status, status.label, status.total]).toEqual([
      'successful_generation',
      'Done',
      41,
    ]);
    const table = await call<NoticeDocumentsTable>(
      'GET',
      `${base}/fund-family-event/${draftId}/notice-documents-table/`,
    );
    const aldridge = table.body.notices.find((n) => n.lp === 'Aldridge State Pension Fund')!;
    const pdf = await raw(
      'POST',
      `${base}/fund-family-event/${draftId}/notice-download-single-pdf/`,
      {
        notice_id: aldridge.id,
      },
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(await pdf.arrayBuffer());
    const line = lineWith(text);
    expect(text).toContain('Dear Aldridge State Pension Fund');
    expect(text).toContain('Please wire USD 137,500.00 by 01/20/2026.');
    expect(line('Investment:')).toMatch(/USD 125,000\.00$/);
    expect(line('Management fees:')).toMatch(/USD 12,500\.00$/);
    expect(line('Total due')).toBe('Total due USD 137,500.00');
    expect(line('Commitment ')).toBe('Commitment USD 2,500,000.00');
    expect(line('Contributed after')).toMatch(/USD 662,465\.75$/);
    expect(line('Distributed (cumulative)')).toMatch(/USD 0\.00$/);
    expect(line('Unfunded commitment before')).toMatch(/USD 1,975,034\.25$/);
    expect(line('Unfunded commitment after')).toMatch(/USD 1,837,534\.25$/);
    expect(text).toContain('account 4471-0001');
    expect(text).toContain('Jane Harbor, Chief Financial Officer');

    const zip = await raw('POST', `${base}/fund-family-event/${draftId}/notice-download/`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bytes = new Uint8Array(await zip.arrayBuffer());
    writeFileSync(join(dir, 'all.zip'), bytes);
    const listing = execFileSync('unzip', ['-v', join(dir, 'all.zip')], { encoding: 'utf8' });
    expect(listing).toContain('Capital call 2 - Aldridge State Pension Fund.pdf');
    expect(listing).toMatch(/41 files/);
    expect(listing).not.toMatch(/Defl/);
  }, 180_000);

  it('makes notices out of date on a change and refuses finalize until they are regenerated', async () => {
    as = token.writer;
    const event = (await call<CapitalCallEvent>('GET', `${base}/fund-family-event/${draftId}`))
      .body;
    const edited = await call('PUT', `${base}/fund-family-event/${draftId}`, {
      name: event.name,
      allocation_rule_graph_id: event.allocation_rule_graph_id,
      notice_date: event.notice_date,
      due_date: '2026-01-21',
      uses: event.uses,
    });
    expect(edited.status).toBe(200);
    const status = await call<NoticeDocumentsStatus>(
      'GET',
      `${base}/fund-family-event/${draftId}/notice-documents-status/`,
    );
    expect([status.body.status, status.body.blocks_finalize]).toEqual(['out_of_date', true]);
    as = token.approver;
    const blocked = await call<CapitalCallEvent>('GET', `${base}/fund-family-event/${draftId}`);
    expect(blocked.body.finalize_blocked_reason).toBe(
      'Notices out of date or failed: cannot finalize the capital event.',
    );
    const refused = await raw('PATCH', `${base}/fund-family-event/${draftId}/finalize`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Notices out of date or failed: cannot finalize the capital event.',
    );
    as = token.writer;
    await call('POST', `${base}/fund-family-event/${draftId}/notice/`);
    expect((await waitDone(draftId)).status).toBe('successful_generation');
    as = token.approver;
    const finalized = await call<CapitalCallEvent>(
      'PATCH',
      `${base}/fund-family-event/${draftId}/finalize`,
    );
    expect([finalized.status, finalized.body.state]).toEqual([200, 'completed']);
    as = token.writer;
    const deleted = await call<{ deleted: number }>(
      'DELETE',
      `${base}/fund-family-event/${draftId}/notice-delete/`,
    );
    expect(deleted.body.deleted).toBe(41);
  }, 180_000);
});
