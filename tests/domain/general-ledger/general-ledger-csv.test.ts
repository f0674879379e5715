import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  parseDecimalCents,
  parseGeneralLedgerCsv,
  parseLedgerDate,
  resolveEntry,
  keyed,
  type LedgerEntryInput,
  type ResolutionContext,
} from '../../../src/domain/general-ledger';

describe('decimal amounts to cents, from the digits', () => {
  it.each([
    ['0.29', 29],
    ['1,000.10', 100_010],
    ['$1,234,567.8', 123_456_780],
    ['-0.01', -1],
    ['(1,250.00)', -125_000],
    ['+.5', 50],
    ['12', 1200],
    ['90071992547409.90', 9_007_199_254_740_990],
  ])('%s is %i cents', (text, cents) => {
    expect(parseDecimalCents(text)).toEqual({ ok: true, cents });
  });

  it('adds 0.1 + 0.2 ten thousand times without drift', () => {
    let total = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const a = parseDecimalCents('0.10');
      const b = parseDecimalCents('0.20');
      if (a.ok && b.ok) total += a.cents + b.cents;
    }
    expect(total).toBe(300_000);
  });

  it.each([
    ['', 'Amount is empty.'],
    ['1.005', 'Amount "1.005" has more than two decimal places.'],
    ['12abc', 'Amount "12abc" is not a number.'],
    ['1,00.00', 'Amount "1,00.00" is not a number.'],
    ['.', 'Amount "." is not a number.'],
    ['90071992547409.91', 'Amount "90071992547409.91" is too large.'],
  ])('refuses %j', (text, problem) => {
    expect(parseDecimalCents(text)).toEqual({ ok: false, problem });
  });

  it('writes cents back as a decimal', () => {
    expect([centsToDecimal(-1), centsToDecimal(100_010), centsToDecimal(0)]).toEqual([
      '-0.01',
      '1000.10',
      '0.00',
    ]);
  });
});

describe('ledger dates', () => {
  it('reads US and ISO dates', () => {
    expect(parseLedgerDate('6/30/2026')).toEqual({ ok: true, date: '2026-06-30' });
    expect(parseLedgerDate('2024-02-29')).toEqual({ ok: true, date: '2024-02-29' });
  });
  it('refuses days that do not exist and other formats', () => {
    expect(parseLedgerDate('2/30/2026')).toEqual({
      ok: false,
      problem: 'Date "2/30/2026" does not exist.',
    });
    expect(parseLedgerDate('2025-02-29').ok).toBe(false);
    expect(parseLedgerDate('30.06.2026').ok).toBe(false);
    expect(parseLedgerDate(' ')).toEqual({ ok: false, problem: 'Date is empty.' });
  });
});

describe('journal-entry exports', () => {
  it('reads an Investran export by its column titles, in any order', () => {
    const csv =
      '\uFEFFAmount,Trans Date,GL Account,Investor ID,Legal Entity,Batch\n"1,000.10",6/30/2026,3100,INV-1,LE-1,B-7\n';
    const reading = parseGeneralLedgerCsv(csv, 'investran');
    expect(reading).toEqual({
      ok: true,
      entries: [
        {
          date: '6/30/2026',
          gl_account: '3100',
          gl_investor_id: 'INV-1',
          gl_entity_id: 'LE-1',
          amount: '1,000.10',
          description: '',
          reference: 'B-7',
          source_problem: null,
        },
      ],
    });
  });

  it('signs Yardi lines as credit − debit, and flags a line with both or neither', () => {
    const csv = [
      'Date,Account,Investor,Entity,Debit,Credit,Memo,Reference',
      '6/30/2026,3100,Y-1,E-1,,250.00,Call,R1',
      '6/30/2026,3100,Y-1,E-1,"1,000.10",0,Refund,R2',
      '6/30/2026,3100,Y-1,E-1,(5.00),,Reversal,R3',
      '6/30/2026,3100,Y-1,E-1,1.00,2.00,Both,R4',
      '6/30/2026,3100,Y-1,E-1,,,Neither,R5',
    ].join('\n');
    const reading = parseGeneralLedgerCsv(csv, 'yardi');
    if (!reading.ok) throw new Error(reading.problem);
    expect(reading.entries.map((e) => [e.amount, e.source_problem])).toEqual([
      ['250.00', null],
      ['-1,000.10', null],
      ['5.00', null],
      ['', 'Fill Debit or Credit, not both.'],
      ['', 'Fill Debit or Credit.'],
    ]);
    expect(reading.entries[0]).toMatchObject({ description: 'Call', reference: 'R1' });
  });

  it('refuses a file without the ledger’s columns, or without entries', () => {
    expect(parseGeneralLedgerCsv('Date,Account\n1/1/2026,1', 'yardi')).toEqual({
      ok: false,
      problem: 'The file lacks the Yardi column(s) "Investor", "Entity", "Debit", "Credit".',
    });
    expect(
      parseGeneralLedgerCsv('Trans Date,GL Account,Investor ID,Legal Entity,Amount\n', 'investran'),
    ).toEqual({ ok: false, problem: 'The file has no entries.' });
    expect(parseGeneralLedgerCsv('', 'investran')).toEqual({
      ok: false,
      problem: 'The file is empty.',
    });
  });
});

describe('resolving an entry against the mappings', () => {
  const context: ResolutionContext = {
    accounts: keyed([
      ['3100', { transaction_code_id: 'code-invest', classification: 'investment' }],
      ['4100', { transaction_code_id: 'code-return', classification: 'proceeds' }],
    ]),
    investors: keyed([
      ['INV-1', [{ commitment_id: 'c1', investor_entity_id: 'ie1', fund_entity_id: 'main' }]],
      [
        'INV-2',
        [
          { commitment_id: 'c2m', investor_entity_id: 'ie2', fund_entity_id: 'main' },
          { commitment_id: 'c2p', investor_entity_id: 'ie2', fund_entity_id: 'parallel' },
        ],
      ],
    ]),
    entities: keyed([
      ['LE-MAIN', 'main'],
      ['LE-PAR', 'parallel'],
    ]),
  };
  const entry = (over: Partial<LedgerEntryInput>): LedgerEntryInput => ({
    date: '6/30/2026',
    gl_account: '3100',
    gl_investor_id: 'inv-1',
    gl_entity_id: 'le-main',
    amount: '10.00',
    description: '',
    reference: '',
    source_problem: null,
    ...over,
  });

  it('resolves account, investor (case-insensitively) and entity', () => {
    expect(resolveEntry(entry({}), context)).toEqual({
      effective_date: '2026-06-30',
      amount_cents: 1000,
      transaction_code_id: 'code-invest',
      commitment_id: 'c1',
      investor_entity_id: 'ie1',
      fund_entity_id: 'main',
      problems: [],
    });
  });

  it('signs the amount by the code: a debit to capital on a distribution code posts positive', () => {
    // Ledgers sign capital credit − debit: a $250 return is −250.00 there, a $250 distribution
    // in the product's ledger; a contribution keeps its sign, and a reversal stays a reversal.
    expect(resolveEntry(entry({ gl_account: '4100', amount: '-250.00' }), context)).toMatchObject({
      amount_cents: 25_000,
      transaction_code_id: 'code-return',
      problems: [],
    });
    expect(resolveEntry(entry({ gl_account: '4100', amount: '12.34' }), context).amount_cents).toBe(
      -1234,
    );
    expect(resolveEntry(entry({ amount: '-12.34' }), context).amount_cents).toBe(-1234);
  });

  it('picks the commitment in the named entity when an investor has several', () => {
    expect(
      resolveEntry(entry({ gl_investor_id: 'INV-2', gl_entity_id: 'LE-PAR' }), context),
    ).toMatchObject({ commitment_id: 'c2p', fund_entity_id: 'parallel', problems: [] });
    expect(
      resolveEntry(entry({ gl_investor_id: 'INV-2', gl_entity_id: '' }), context).problems,
    ).toEqual(['Investor INV-2 matches 2 commitments: map it to one, or name the entity.']);
  });

  it('flags every problem of a row at once, never dropping it silently', () => {
    const resolved = resolveEntry(
      entry({ date: '13/1/2026', gl_account: '9999', gl_entity_id: 'LE-X', amount: '0.00' }),
      context,
    );
    expect(resolved.problems).toEqual([
      'Date "13/1/2026" does not exist.',
      'Amount is zero.',
      'GL account 9999 is not mapped to a transaction code.',
      'Entity LE-X is not mapped to a fund entity.',
    ]);
    expect(resolveEntry(entry({ gl_investor_id: 'NOBODY' }), context).problems).toEqual([
      'Investor NOBODY matches no commitment: add the external ID to the investor entity, or map it.',
    ]);
  });

  it('posts a fund-level row (no investor) to its entity, and needs that entity', () => {
    expect(resolveEntry(entry({ gl_investor_id: '' }), context)).toMatchObject({
      commitment_id: null,
      fund_entity_id: 'main',
      problems: [],
    });
    expect(resolveEntry(entry({ gl_investor_id: '', gl_entity_id: '' }), context).problems).toEqual(
      ['A fund-level entry (no investor) needs its entity.'],
    );
  });
});
