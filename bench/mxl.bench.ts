// MXL benchmark: parse+format throughput, and 200 calculations over a 1,000,000-row
// ledger of one fund. Prints figures against the targets of issue 6; asserts nothing.
import {
  INVESTMENT_TYPES,
  SECURITY_TYPES,
  createMxlEvaluator,
  formatMxl,
  indexLedger,
  parseMxl,
  type LedgerRow,
  type MxlCalculation,
} from '../src/domain/mxl';

/** A fixed-seed generator (LCG) so every run measures the same data. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // High bits: an LCG's low bits cycle with a short period.
    return Math.floor((state / 2 ** 32) * n);
  };
}
const pick = <T>(next: (n: number) => number, items: readonly T[]): T =>
  items[next(items.length)] as T;

const CODES = [
  'commitment',
  'capital_call_investment',
  'capital_call_fees',
  'capital_call_expenses',
  'distribution',
  'distribution_recallable',
  'management_fee',
  'fee_offset',
  'fee_waiver',
  'organizational_expense',
  'fund_expense',
  'interest_income',
  'dividend_income',
  'realized_gain',
  'unrealized_gain',
  'carried_interest',
  'equalization',
  'equalization_interest',
  'tax_withholding',
  'transfer',
];

function formulaCorpus(next: (n: number) => number, count: number): string[] {
  const name = () => pick(next, CODES);
  const atom = (): string =>
    pick(next, [
      () => name(),
      () => `${name()}[${pick(next, ['quarter', 'year', '2023Q4', '3 months', '@.period'])}]`,
      () => String(next(100000)),
      () => `0.0${next(100)}`,
      () => `"${name()}"`,
    ])();
  const expression = (depth: number): string => {
    if (depth === 0) return atom();
    return pick(next, [
      () => `${expression(depth - 1)} ${pick(next, ['+', '-', '*', '/'])} ${expression(depth - 1)}`,
      () => `max(${expression(depth - 1)}, ${expression(depth - 1)})`,
      () => `round_up_to_multiple(${expression(depth - 1)}, 1000)`,
      () => `if(${expression(depth - 1)} > 0, ${expression(depth - 1)}, NULL)`,
      () => `((${expression(depth - 1)}) AS total_${next(1000)})`,
      () => `coalesce(${expression(depth - 1)}, 0)`,
      () => `[${expression(depth - 1)}, ${expression(depth - 1)}]`,
    ])();
  };
  return Array.from({ length: count }, () => expression(1 + next(4)));
}

/** Wall time, plus CPU time of this process: on a shared, loaded machine the wall figure swings. */
function timed(run: () => void): { wall: number; cpu: number } {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  run();
  const cpu = process.cpuUsage(cpuStart);
  return { wall: (performance.now() - started) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
}

function measureParseFormat(): void {
  const corpus = formulaCorpus(seeded(7), 20_000);
  const bytes = corpus.reduce((total, formula) => total + Buffer.byteLength(formula), 0);
  for (const formula of corpus.slice(0, 2000)) formatMxl(formula); // warm-up
  const rounds = 3;
  let failures = 0;
  const parse = timed(() => {
    for (let round = 0; round < rounds; round += 1) {
      for (const formula of corpus) if (!parseMxl(formula).ok) failures += 1;
    }
  });
  // formatMxl parses and prints, so this is the parse+format figure.
  const format = timed(() => {
    for (let round = 0; round < rounds; round += 1)
      for (const formula of corpus) formatMxl(formula);
  });
  const rate = (seconds: number) => (bytes * rounds) / 1e6 / seconds;
  console.log(
    `corpus: ${corpus.length} formulas, ${(bytes / 1e6).toFixed(2)} MB, x ${rounds}` +
      (failures ? `; ${failures} failed to parse` : ''),
  );
  console.log(
    `parse only: ${rate(parse.wall).toFixed(1)} MB/s wall, ${rate(parse.cpu).toFixed(1)} MB/s cpu`,
  );
  console.log(
    `parse+format (formatMxl): ${rate(format.wall).toFixed(1)} MB/s wall, ` +
      `${rate(format.cpu).toFixed(1)} MB/s cpu (target >= 5 MB/s) ` +
      `${rate(format.wall) >= 5 ? 'OK' : 'MISSED'}`,
  );
}

function ledgerRows(count: number): LedgerRow[] {
  const next = seeded(42);
  const commitments = Array.from({ length: 500 }, (_, i) => `LP-${String(i).padStart(4, '0')}`);
  const start = Date.UTC(2015, 0, 1);
  const spanDays = 365 * 10;
  const rows: LedgerRow[] = new Array<LedgerRow>(count);
  for (let i = 0; i < count; i += 1) {
    const date = new Date(start + next(spanDays) * 86_400_000).toISOString().slice(0, 10);
    rows[i] = {
      transaction_code: pick(next, CODES),
      amount_cents: next(10_000_000) - 1_000_000,
      effective_date: date,
      fund_entity_id: 'FUND-1',
      commitment_entity_id: pick(next, commitments),
      investment_type: next(4) === 0 ? null : pick(next, INVESTMENT_TYPES),
      security_type: next(4) === 0 ? null : pick(next, SECURITY_TYPES),
      is_draft: next(50) === 0,
      is_fee_holdback: next(20) === 0,
    };
  }
  return rows;
}

/** 200 calculations of the shapes a fund uses, many reading codes over different windows. */
function calculations(): MxlCalculation[] {
  const next = seeded(99);
  const windows = ['', '[quarter]', '[year]', '[2023Q4]', '[3 months]', '[@.period]', '[2 years]'];
  const result: MxlCalculation[] = [
    { name: 'paid_in', formula: 'contributions' },
    { name: 'unfunded', formula: 'commitment - paid_in + distribution_recallable' },
    {
      name: 'management_fee_quarter',
      formula:
        'to_money(commitment * 0.02 * year_fraction(@.period_start, @.period_end, "actual_365"))',
    },
  ];
  while (result.length < 200) {
    const i = result.length;
    const earlier = result[next(result.length)]!.name;
    const code = pick(next, CODES);
    const window = pick(next, windows);
    const formula = pick(next, [
      `${code}${window}`,
      `${code}${window} - ${pick(next, CODES)}${window}`,
      `${earlier} + ${code}${window}`,
      `round_up_to_multiple(max(${earlier}, 0), 1000)`,
      `if(${earlier} > 0, pro_rata(${earlier}) * total(${code}${window}), 0)`,
      `coalesce(${earlier} / ${code}${window}, 0)`,
      `sum(contributions${window}, ${code}, -${earlier})`,
    ]);
    const filters =
      next(3) === 0
        ? {
            investment_type: pick(next, INVESTMENT_TYPES),
            include_draft_transactions: next(2) === 0,
            exclude_fee_holdbacks: next(2) === 0,
          }
        : next(4) === 0
          ? { start_date: '2020-01-01', security_type: pick(next, SECURITY_TYPES) }
          : undefined;
    result.push({ name: `calc_${i}`, formula, filters });
  }
  return result;
}

function measureEvaluation(): void {
  const rows = ledgerRows(1_000_000);
  let ledger = indexLedger({ rows: rows.slice(0, 1000), fundEntityId: 'FUND-1' });
  const indexing = timed(() => {
    ledger = indexLedger({ rows, fundEntityId: 'FUND-1' });
  });
  const defs = calculations();
  let failed = 0;
  const evaluation = timed(() => {
    const evaluator = createMxlEvaluator({
      ledger,
      timePeriod: { as_of: '2024-12-31', period_start: '2024-10-01', period_end: '2024-12-31' },
      calculations: defs,
      transactionCodeLists: [
        { name: 'contributions', codes: ['capital_call_investment', 'capital_call_fees'] },
      ],
      transactionCodes: CODES,
    });
    for (const { name } of defs) {
      if (!evaluator.evaluateCalculation(name).ok) failed += 1;
    }
  });
  console.log(
    `index 1,000,000 rows (${ledger.commitmentIds.length} commitments, ${ledger.codes.size} codes): ` +
      `${indexing.wall.toFixed(2)} s wall, ${indexing.cpu.toFixed(2)} s cpu (once per fund and ledger version)`,
  );
  console.log(
    `evaluate ${defs.length} calculations: ${evaluation.wall.toFixed(2)} s wall, ` +
      `${evaluation.cpu.toFixed(2)} s cpu (target <= 2 s) ${evaluation.wall <= 2 ? 'OK' : 'MISSED'}` +
      (failed ? `; ${failed} calculations failed` : ''),
  );
}

measureParseFormat();
measureEvaluation();
