import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiModel, AssistantResponse, AssistantSuggestion } from '../../src/api/assistant';
import type { CommitmentDetail } from '../../src/api/commitment-detail';
import type { CommitmentStats } from '../../src/api/commitment-stats';
import {
  customers,
  feature_flag_customer_overrides,
  feature_flags,
} from '../../src/server/db/schema';
import { formatMoney } from '../../src/server/assistant/format';
import { listCommitmentFigures } from '../../src/server/commitment/commitment-information';
import type { ErrorBody } from './fund-configuration-kit';
import { jsonCaller } from './json-call';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/** Spec §7 "AI assistant", HTTP variant, answered by the built-in model (no provider here). */
describe.each(testDatabases())('assistant HTTP variant on $name', (database) => {
  let t: TestApp;
  let reader: string;
  let beacon: string;
  let fundId: string;
  let demoId: string;
  const call = jsonCaller(
    () => t,
    () => reader,
  );
  const ask = (request: string, extra: Record<string, unknown> = {}, token = reader) =>
    call<AssistantResponse & ErrorBody>(
      'POST',
      `/api/fund-family/${fundId}/agent`,
      {
        request,
        model: 'fundline-data',
        frontend_context: { current_route: `/fund-family/${fundId}` },
        ...extra,
      },
      token,
    );

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date('2026-01-15T12:00:00Z') });
    reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
    beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
    const funds = await call<{ id: string; name: string }[]>('GET', '/api/fund-family/');
    fundId = funds.body.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    const [demo] = await t.deps.handle.db
      .select()
      .from(customers)
      .where(eq(customers.name, 'Demo Capital'));
    demoId = demo!.id;
  });
  afterAll(() => t.dispose());

  it('lists the built-in model when no provider is configured', async () => {
    const models = await call<AiModel[]>('GET', '/api/models');
    expect(models).toEqual({
      status: 200,
      body: [
        {
          id: 'fundline-data',
          display_name: 'Fundline data (built in)',
          provider: 'fundline',
        },
      ],
    });
  });

  it('suggests requests built from the fund family data', async () => {
    const suggestions = await call<AssistantSuggestion[]>(
      'GET',
      `/api/fund-family/${fundId}/agent`,
    );
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.slice(0, 3)).toEqual([
      { request: 'What is the total commitment of Harborview Capital Partners IV?' },
      { request: 'Who are the 5 largest investors?' },
      { request: "Show Cobalt Ridge Partners' capital account" },
    ]);
  });

  it('answers the suggestions with the figures the summary and commitment pages show', async () => {
    const stats = await call<CommitmentStats>(
      'GET',
      `/api/fund-family/${fundId}/commitment-stats/`,
    );
    const committed = Number(stats.body.figures.find((f) => f.id === 'committed')!.value);
    const total = await ask('What is the total commitment of Harborview Capital Partners IV?');
    expect(total.status).toBe(200);
    expect(total.body.response).toContain(
      `${formatMoney(committed, 'USD')} committed by 41 investors`,
    );
    expect(total.body.sources[0]).toMatchObject({
      tool: 'commitment_totals',
      label: 'Total committed',
      value: formatMoney(committed, 'USD'),
    });

    const [cobalt] = (
      await listCommitmentFigures(
        t.deps.handle.db,
        { customerId: demoId },
        { fundFamilyId: fundId },
      )
    ).filter((f) => f.investor_entity_name === 'Cobalt Ridge Partners');
    const detail = await call<CommitmentDetail>(
      'GET',
      `/api/commitment-information/${cobalt!.commitment_id}/`,
    );
    const account = await ask("Show Cobalt Ridge Partners' capital account");
    expect(account.status).toBe(200);
    for (const [id, label] of [
      ['committed', 'Commitment'],
      ['paid_in', 'Contributed'],
      ['distributed', 'Distributed'],
      ['unfunded', 'Unfunded'],
    ] as const) {
      const value = formatMoney(detail.body.figures.find((f) => f.id === id)!.value, 'USD');
      expect(account.body.sources.find((s) => s.label === label)!.value).toBe(value);
      expect(account.body.response).toContain(value);
    }
  });

  it('refuses bad input with field paths and an unknown model on `model`', async () => {
    const bad = await call<ErrorBody>('POST', `/api/fund-family/${fundId}/agent`, {
      request: '   ',
      model: '',
      frontend_context: {},
      history: [{ role: 'system', text: 'x' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid');
    expect(Object.keys(bad.body.data!).sort()).toEqual([
      'frontend_context.current_route',
      'history.0.role',
      'model',
      'request',
    ]);
    const unknown = await ask('Hello', { model: 'gpt-4o' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('invalid');
    expect(unknown.body.data!.model![0]).toContain('Unknown model');
    const long = await ask('x'.repeat(4001));
    expect(long.body.data!.request).toEqual(['Length at most 4000']);
  });

  it("gives another customer's user nothing of this fund family", async () => {
    expect((await call('GET', `/api/fund-family/${fundId}/agent`, undefined, beacon)).status).toBe(
      404,
    );
    expect((await ask('What is the total commitment?', {}, beacon)).status).toBe(404);
    // Beacon has the assistant flag: its own models list answers.
    expect((await call('GET', '/api/models', undefined, beacon)).status).toBe(200);
    expect((await t.request(`/api/fund-family/${fundId}/agent`)).status).toBe(401);
  });

  it('is forbidden, with a clear message, while the flag is off for the customer', async () => {
    const db = t.deps.handle.db;
    const [flag] = await db
      .select()
      .from(feature_flags)
      .where(eq(feature_flags.name, 'fundline_assistant'));
    const override = and(
      eq(feature_flag_customer_overrides.feature_flag_id, flag!.id),
      eq(feature_flag_customer_overrides.customer_id, demoId),
    );
    await db.update(feature_flag_customer_overrides).set({ enabled: false }).where(override);
    try {
      for (const answer of [
        await call<ErrorBody>('GET', '/api/models'),
        await call<ErrorBody>('GET', `/api/fund-family/${fundId}/agent`),
        await ask('What is the total commitment?'),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe('The assistant is not turned on for this customer.');
      }
    } finally {
      await db.update(feature_flag_customer_overrides).set({ enabled: true }).where(override);
    }
  });
});
