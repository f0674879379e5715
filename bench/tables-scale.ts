// The scale fixture of tables.bench.ts: 10,000 investors (one investor entity each), 20,000
// commitments in one fund family and 1,000,000 ledger rows (50 a commitment), added to the
// demo customer by set-based SQL. A bench fixture, not demo data: the figures are arbitrary
// but consistent (every row names its commitment's entity, fund entity and event).
import type { Connection } from '../src/server/db/database';

export const scale = { investors: 10_000, commitmentsPerEntity: 2, events: 50 } as const;
export const scaleFundName = 'Bench Scale Fund, L.P.';

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Adds the scale data to the demo customer; returns the new fund family's id. */
export async function seedScaleData(
  connection: Connection,
  log: (message: string) => void = () => {},
): Promise<{ fundFamilyId: string; ledgerRows: number }> {
  const [customer] = await connection.query<{ id: string }>(
    `select id from customers where name = 'Demo Capital'`,
  );
  if (!customer) throw new Error('the demo customer is not seeded');
  const c = literal(customer.id);
  const [family] = await connection.query<{ id: string }>(
    `insert into fund_families (customer_id, name, state, currency, first_closed_on)
     values (${c}, ${literal(scaleFundName)}, 'active', 'USD', '2022-01-03') returning id`,
  );
  const ff = literal(family!.id);
  const [entity] = await connection.query<{ id: string }>(
    `insert into fund_entities (customer_id, fund_family_id, name, short_name, functional_type, legal_type)
     values (${c}, ${ff}, ${literal(scaleFundName)}, 'BENCH', 'main_fund', 'limited_partnership') returning id`,
  );
  const fe = literal(entity!.id);
  // The demo fund family's codes, copied: the same classifications and flags as a real fund's.
  await connection.exec(
    `insert into transaction_codes (customer_id, fund_family_id, name, display_name, classification,
       affects_equalization_interest, affects_fee_accrual_interest, affects_gross_irr, affects_nav,
       affects_net_irr, affects_waterfall, is_recallable, should_get_equalized)
     select customer_id, ${ff}, name, display_name, classification,
       affects_equalization_interest, affects_fee_accrual_interest, affects_gross_irr, affects_nav,
       affects_net_irr, affects_waterfall, is_recallable, should_get_equalized
     from transaction_codes
     where fund_family_id = (select id from fund_families where customer_id = ${c} and id <> ${ff}
                             order by created_at limit 1)`,
  );
  const started = performance.now();
  await connection.exec(
    `insert into investors (customer_id, name, external_id, primary_contact_email)
     select ${c}, 'Bench Investor ' || lpad(i::text, 5, '0'), 'BENCH-' || lpad(i::text, 5, '0'),
            'bench' || i || '@investor.test'
     from generate_series(1, ${scale.investors}) i`,
  );
  await connection.exec(
    `insert into investor_entities (customer_id, investor_id, full_name, legal_type)
     select customer_id, id, name || ' Holdings',
            (array['limited_partnership', 'llc', 'c_corporation'])[1 + abs(hashtext(name)) % 3]
     from investors where customer_id = ${c} and external_id like 'BENCH-%'`,
  );
  await connection.exec(
    `insert into commitments (customer_id, fund_family_id, owning_entity_id, investor_entity_id)
     select e.customer_id, ${ff}, ${fe}, e.id
     from investor_entities e cross join generate_series(1, ${scale.commitmentsPerEntity}) k
     where e.customer_id = ${c} and e.full_name like 'Bench Investor %'`,
  );
  // The first event admits everyone (a closing); the others call and distribute capital.
  await connection.exec(
    `insert into fund_family_events (customer_id, fund_family_id, event_type, state, name, effective_date, sequence)
     select ${c}, ${ff}, case when i = 0 then 'closing' else 'capital_activity' end, 'completed',
            case when i = 0 then 'Bench first close' else 'Bench activity ' || i end,
            date '2022-01-03' + i * 14, 1
     from generate_series(0, ${scale.events - 1}) i`,
  );
  log(
    `investors, entities, commitments and events in ${(performance.now() - started).toFixed(0)} ms`,
  );

  // The ledger, in ten slices of commitments. Foreign keys are not checked row by row (the
  // rows are built from the keys just written): session_replication_role skips their triggers.
  const code = (name: string) =>
    `(select id from transaction_codes where fund_family_id = ${ff} and name = '${name}')`;
  const slices = 10;
  await connection.exec(`set session_replication_role = replica`);
  try {
    for (let slice = 0; slice < slices; slice++) {
      const sliceStarted = performance.now();
      await connection.exec(
        `insert into transactions (customer_id, fund_family_id, fund_family_event_id, fund_entity_id,
           investor_entity_id, commitment_id, transaction_code_id, amount_cents, effective_date)
         select ${c}, ${ff}, ev.id, ${fe}, cm.investor_entity_id, cm.id,
           case when ev.i = 0 then codes.commitment
                when ev.i % 5 = 0 then codes.distribution
                when ev.i % 7 = 0 then codes.fee
                else codes.investment end,
           case when ev.i = 0 then 100000000 + (cm.n % 1000) * 10000
                else 100000 + (cm.n % 97) * 100 + ev.i end,
           ev.effective_date
         from (select id, investor_entity_id, row_number() over (order by id) as n
               from commitments where fund_family_id = ${ff}) cm
         cross join (select id, effective_date, row_number() over (order by effective_date) - 1 as i
                     from fund_family_events where fund_family_id = ${ff}) ev
         cross join (select ${code('commitment')} as commitment,
                            ${code('contribution_investment')} as investment,
                            ${code('contribution_management_fee')} as fee,
                            ${code('distribution_return_of_capital')} as distribution) codes
         where cm.n % ${slices} = ${slice}`,
      );
      log(
        `ledger slice ${slice + 1}/${slices} in ${(performance.now() - sliceStarted).toFixed(0)} ms`,
      );
    }
  } finally {
    await connection.exec(`set session_replication_role = origin`);
  }
  // Replica mode skipped the triggers that keep commitment_ledger_totals: sum them afresh.
  const totalsStarted = performance.now();
  await connection.exec('select commitment_ledger_totals_rebuild()');
  log(`ledger totals in ${(performance.now() - totalsStarted).toFixed(0)} ms`);
  await connection.exec('analyze');
  const [count] = await connection.query<{ n: number | string }>(
    `select count(*) as n from transactions where fund_family_id = ${ff}`,
  );
  return { fundFamilyId: family!.id, ledgerRows: Number(count!.n) };
}
