import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/domain';
import { customers, fund_families } from '../../src/server/db/schema';
import { builtinAnswer } from '../../src/server/assistant/builtin-model';
import { formatMoney } from '../../src/server/assistant/format';
import { titleFromQuestion } from '../../src/server/assistant/titles';
import type { ToolContext } from '../../src/server/assistant/tool-types';
import { getCommitmentDetail } from '../../src/server/commitment/commitment-detail';
import { listCommitmentFigures } from '../../src/server/commitment/commitment-information';
import { commitmentStats } from '../../src/server/commitment/commitment-stats';
import { createFundFamily } from '../../src/server/fund-family/fund-family-service';
import { performanceOfEntities } from '../../src/server/investor/investor-performance';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The built-in data assistant on the demo data (Harborview Capital Partners IV of Demo
 * Capital): each intent's figures equal what the existing services compute for the screens.
 */
describe.each(testDatabases())('built-in assistant intents on $name', (database) => {
  let t: TestApp;
  let ctx: ToolContext;
  const today = '2026-01-15';
  const ask = (question: string, over: Partial<ToolContext> = {}) =>
    builtinAnswer({ ...ctx, ...over }, question);
  const money = (cents: number) => formatMoney(cents, 'USD');
  const stat = async (id: string) => {
    const stats = await commitmentStats(ctx.db, { customerId: ctx.customerId }, ctx.fundFamilyId!);
    return Number(stats.figures.find((f) => f.id === id)!.value);
  };

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date(`${today}T12:00:00Z`) });
    const db = t.deps.handle.db;
    const [demo] = await db.select().from(customers).where(eq(customers.name, 'Demo Capital'));
    const [family] = await db
      .select()
      .from(fund_families)
      .where(eq(fund_families.customer_id, demo!.id));
    ctx = {
      db,
      customerId: demo!.id,
      today,
      fundFamilyId: family!.id,
      frontendContext: {
        current_route: `/fund-family/${family!.id}`,
        page_queries: [],
        tables: [],
      },
    };
  });
  afterAll(() => t.dispose());

  it('gives total commitments per fund entity and in total, as the summary page sums them', async () => {
    const answer = await ask('What is the total commitment of Harborview Capital Partners IV?');
    expect(answer.tool_calls).toEqual([
      {
        display_name: 'Commitment totals',
        arguments: { fund_family: 'Harborview Capital Partners IV' },
      },
    ]);
    const committed = await stat('committed');
    expect(committed).toBe(540_500_000_00);
    expect(answer.text).toContain(`${money(committed)} committed by 41 investors`);
    expect(answer.text).toContain('Harborview Capital Partners IV, L.P.: $304,500,000.00');
    const total = answer.sources.find((s) => s.label === 'Total committed')!;
    expect(total.value).toBe('$540,500,000.00');
    expect(total.how).toContain('From 41 commitments: Commitment 540,500,000.00 (41 ledger rows).');
    expect(total.how).toContain(`As of ${today}`);
  });

  it('lists the largest investors by commitment, top N as asked', async () => {
    const figures = await listCommitmentFigures(ctx.db, ctx, { fundFamilyId: ctx.fundFamilyId! });
    const largest = [...figures].sort((a, b) => b.committed_cents - a.committed_cents)[0]!;
    const five = await ask('Who are the 5 largest investors?');
    expect(five.tool_calls[0]).toEqual({
      display_name: 'Largest investors',
      arguments: { limit: 5 },
    });
    expect(five.text).toContain(
      `1. ${largest.investor_entity_name}: ${money(largest.committed_cents)}`,
    );
    expect(five.text).toContain('5. ');
    expect(five.text).not.toContain('6. ');
    expect(five.sources).toHaveLength(5);
    const ten = await ask('top 10 investors please');
    expect(ten.text).toContain('10. ');
  });

  it("gives an investor's position from the commitment and performance services", async () => {
    const answer = await ask("Show Calloway's capital account");
    expect(answer.tool_calls[0]).toEqual({
      display_name: 'Investor position',
      arguments: { investor: 'Calloway Family Office' },
    });
    const [figure] = await listCommitmentFigures(ctx.db, ctx, {
      fundFamilyId: ctx.fundFamilyId!,
      investorId: (
        await listCommitmentFigures(ctx.db, ctx, { fundFamilyId: ctx.fundFamilyId! })
      ).find((f) => f.investor_entity_name === 'Calloway Family Office')!.investor_id,
    });
    const detail = await getCommitmentDetail(ctx.db, ctx, figure!.commitment_id);
    const value = (id: string) => detail.figures.find((f) => f.id === id)!.value;
    const performance = await performanceOfEntities(ctx.db, ctx, {
      investorEntityIds: [figure!.investor_entity_id],
      fundFamilyId: ctx.fundFamilyId!,
      asOf: today,
    });
    expect(answer.text).toContain(`commitment ${money(value('committed'))}`);
    expect(answer.text).toContain(`contributed ${money(value('paid_in'))}`);
    expect(answer.text).toContain(`distributed ${money(value('distributed'))}`);
    expect(answer.text).toContain(`unfunded ${money(value('unfunded'))}`);
    const nav = performance.fund_families[0]!.nav_cents!;
    expect(answer.text).toContain(`as of ${today}: ${money(nav)}`);
    // Calloway's 21,000,000.00 paid 20% and 0.5% in Capital call 1 (4,200,000.00 + 105,000.00)
    // and the Q2 2025 fee it collects: 21,000,000.00 × 2% × 91/365 = 104,712.328… → 104,712.33;
    // 4,409,712.33 in all, 16,590,287.67 unfunded.
    expect(answer.sources.map((s) => [s.label, s.value])).toEqual([
      ['Commitment', '$21,000,000.00'],
      ['Contributed', '$4,409,712.33'],
      ['Distributed', '$0.00'],
      ['Unfunded', '$16,590,287.67'],
      ['NAV', money(nav)],
    ]);
  });

  it('gives the unfunded commitment as the summary does: committed − contributed + recallable', async () => {
    const answer = await ask('What is the unfunded commitment?');
    expect(answer.tool_calls.map((c) => c.display_name)).toEqual(['Unfunded commitment']);
    const [committed, contributed] = [await stat('committed'), await stat('contributed')];
    // The demo has no distributions, so nothing recallable: 540,500,000.00 − 87,737,017.12
    // (Capital call 1: 83,650,000.00 + 1,995,767.12 of Q2 2025 fees + 2,091,250.00).
    expect(answer.text).toContain(`unfunded commitment ${money(committed - contributed)}`);
    expect(answer.text).toContain(`unfunded commitment ${money(45_276_298_288)}`);
    expect(answer.sources.find((s) => s.label === 'Unfunded')!.how).toContain(
      `Commitment ${formatCents(committed)} − paid-in ${formatCents(contributed)} + recallable distributions 0.00 = 452,762,982.88`,
    );
  });

  it('gives an overview, the closings and the fees', async () => {
    const overview = await ask('Give me an overview of Harborview Capital Partners IV');
    expect(overview.text).toContain('Harborview Capital Partners IV is fundraising');
    expect(overview.text).toContain('First closed: 2025-03-31. Closings: 2 (2 finalized).');
    expect(overview.text).toContain('- Harborview IV Offshore Feeder, L.P. (feeder fund)');
    const closings = await ask('Which closings does the fund have?');
    expect(closings.text).toContain('- First close: 2025-03-31, finalized, 31 commitments');
    expect(closings.text).toContain('- Second close: 2025-09-30, finalized, 10 commitments');
    const fees = await ask('What fees are configured?');
    expect(fees.text).toContain('Management fee (management): 2% from 2025-03-31');
    expect(fees.sources[0]!.how).toContain('Basis: Management fee basis');
  });

  it('explains terms from the glossary, and a figure question is not a definition', async () => {
    const term = await ask('Explain equalization');
    expect(term.tool_calls).toEqual([
      { display_name: 'Explain a term', arguments: { term: 'equalization' } },
    ]);
    expect(term.text).toMatch(/^Equalization: A commitment admitted at a later closing/);
    expect((await ask('what does carried interest mean?')).text).toMatch(/^Carried interest:/);
    expect((await ask('What is a management fee offset?')).text).toMatch(/^Management fee offset:/);
    expect((await ask('What is the borrowing base?')).text).toMatch(/^Borrowing base:/);
  });

  it('says what is on the page from the frontend context', async () => {
    const answer = await ask('What is on this page?', {
      frontendContext: {
        current_route: `/fund-family/${ctx.fundFamilyId}/commitments`,
        page_queries: [
          ['fund-family', ctx.fundFamilyId, 'commitment-stats'],
          ['fund-family', ctx.fundFamilyId, 'commitment-stats'],
          ['fund-family', ctx.fundFamilyId, 'commitment_information', { page: 1 }],
        ],
        tables: [
          { key: 'c', title: 'Commitments', columns: ['Investor', 'Committed'], row_count: 41 },
        ],
      },
    });
    expect(answer.text).toContain(`You are on /fund-family/${ctx.fundFamilyId}/commitments`);
    expect(answer.text).toContain('Fund family: Harborview Capital Partners IV (USD, fundraising)');
    expect(answer.text).toContain('- Commitments (41 rows): Investor, Committed');
    expect(answer.text).toContain(
      'Data loaded on the page: fund family commitment stats; fund family commitment information.',
    );
  });

  it('answers an unknown question with what it can do and examples from the data', async () => {
    const answer = await ask('Will it rain tomorrow?');
    expect(answer.tool_calls).toEqual([]);
    expect(answer.text).toContain('I am not a language model');
    expect(answer.text).toContain(
      'What is the total commitment of Harborview Capital Partners IV?',
    );
    expect(answer.text).toContain("Show Cobalt Ridge Partners' capital account");
  });

  it('answers at customer level without a fund family, and picks the one named', async () => {
    const single = await ask('What is the total commitment?', { fundFamilyId: null });
    expect(single.text).toContain('Harborview Capital Partners IV: $540,500,000.00 committed');
    await createFundFamily(ctx.db, ctx.customerId, 'Second Vintage Fund');
    const several = await ask('What is the total commitment?', { fundFamilyId: null });
    expect(several.tool_calls.map((c) => c.display_name)).toEqual(['Fund families']);
    expect(several.text).toContain(
      '- Harborview Capital Partners IV (fundraising, USD): $540,500,000.00 committed by 41 investors',
    );
    expect(several.text).toContain('- Second Vintage Fund (draft, USD): $0.00 committed');
    expect(several.text).toContain('Name a fund family in your question');
    const named = await ask('total commitments of harborview capital partners iv', {
      fundFamilyId: null,
    });
    expect(named.text).toContain('Harborview Capital Partners IV: $540,500,000.00 committed');
  });

  it('understands other phrasings of the same questions', async () => {
    const tools = async (question: string) =>
      (await ask(question)).tool_calls.map((c) => [c.display_name, c.arguments]);
    expect(await tools('How many investors do we have?')).toEqual([['Commitment totals', {}]]);
    expect(await tools('How much has been raised?')).toEqual([['Commitment totals', {}]]);
    expect(await tools('Who is the biggest LP?')).toEqual([['Largest investors', { limit: 1 }]]);
    expect(await tools('list the top three investors')).toEqual([
      ['Largest investors', { limit: 3 }],
    ]);
    expect(await tools('how much capital has been called?')).toEqual([['Unfunded commitment', {}]]);
    expect(await tools("what is Kestrel's unfunded commitment")).toEqual([
      ['Investor position', { investor: 'Kestrel Family Trust' }],
    ]);
    expect(await tools('Show the capital account of the GP')).toEqual([
      ['Investor position', { investor: 'Harborview Capital Management' }],
    ]);
    expect(await tools('What currency is the fund in?')).toEqual([['Fund family overview', {}]]);
    expect(await tools('what is the target raise?')).toEqual([['Fund family overview', {}]]);
    expect(await tools('What is the management fee rate?')).toEqual([['Fees', {}]]);
    expect(await tools('carry?')).toEqual([['Explain a term', { term: 'carried interest' }]]);
  });

  it('says plainly what the product cannot do, instead of answering with figures', async () => {
    const capitalCall = await ask('How do I issue a capital call?');
    expect(capitalCall).toEqual({
      text:
        'Fundline cannot issue a capital call yet: that is not built in the product, and I cannot do it for you. Nothing was changed. ' +
        'I can show the unfunded commitment left to call and what has been contributed, per investor and in total.',
      sources: [],
      tool_calls: [],
    });
    const said = async (question: string) => (await ask(question)).text.split(':')[0];
    expect(await said('Can you call capital from our investors?')).toBe(
      'Fundline cannot issue a capital call yet',
    );
    expect(await said('make a distribution of $2M to the LPs of Harborview')).toBe(
      'Fundline cannot make a distribution yet',
    );
    expect(await said('distribute the proceeds from the sale')).toBe(
      'Fundline cannot make a distribution yet',
    );
    expect(await said('Send the capital call notices to investors')).toBe(
      'Fundline cannot send notices yet',
    );
    expect(await said('generate the investor statements')).toBe('Fundline cannot send notices yet');
    expect(await said('Post the Q3 management fees')).toBe('Fundline cannot post fees yet');
    expect(await said('can you charge fees for this quarter?')).toBe(
      'Fundline cannot post fees yet',
    );
    // Questions about those figures keep their answers.
    const tools = async (question: string) =>
      (await ask(question)).tool_calls.map((c) => c.display_name);
    expect(await tools('How much was called in the last capital call?')).toEqual([
      'Unfunded commitment',
    ]);
    expect(await tools('What fees are configured?')).toEqual(['Fees']);
  });

  it('titles a conversation from its first question', () => {
    expect(titleFromQuestion('Who are the 5 largest investors?')).toBe('5 Largest Investors');
    expect(titleFromQuestion("What's the unfunded commitment?")).toBe('Unfunded Commitment');
    expect(titleFromQuestion('?')).toBe('?');
  });
});
