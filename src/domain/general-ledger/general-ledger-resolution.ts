import { ledgerAmountFromCapitalCredit } from '../ledger-figures';
import { parseDecimalCents } from './decimal-cents';
import type { LedgerEntryInput } from './general-ledger-csv';
import { parseLedgerDate } from './ledger-date';

/** A commitment an investor id can stand for, with the fund entity it is made to. */
export type CommitmentCandidate = {
  commitment_id: string;
  investor_entity_id: string;
  fund_entity_id: string;
};

/** What the integration knows, each keyed by the ledger's own id (as typed in the export). */
export type ResolutionContext = {
  /** GL account → the fund family's transaction code, with its classification (spec §3). */
  accounts: ReadonlyMap<string, { transaction_code_id: string; classification: string }>;
  /** GL investor id → commitments: a manual override names one; external IDs may give several. */
  investors: ReadonlyMap<string, readonly CommitmentCandidate[]>;
  /** GL fund / legal entity id → fund entity. */
  entities: ReadonlyMap<string, string>;
};

export type ResolvedEntry = {
  effective_date: string | null;
  amount_cents: number | null;
  transaction_code_id: string | null;
  commitment_id: string | null;
  investor_entity_id: string | null;
  fund_entity_id: string | null;
  problems: string[];
};

const key = (text: string) => text.trim().toLowerCase();

/** Maps keyed the way entries are matched: ids compare trimmed and case-insensitive. */
export function keyed<T>(pairs: Iterable<readonly [string, T]>): Map<string, T> {
  return new Map([...pairs].map(([k, value]) => [key(k), value]));
}

function resolveInvestor(
  entry: LedgerEntryInput,
  context: ResolutionContext,
  entityId: string | null,
  problems: string[],
): CommitmentCandidate | null {
  const id = entry.gl_investor_id.trim();
  if (id === '') return null;
  const candidates = context.investors.get(key(id)) ?? [];
  const inEntity = entityId ? candidates.filter((c) => c.fund_entity_id === entityId) : candidates;
  if (candidates.length === 0) {
    problems.push(
      `Investor ${id} matches no commitment: add the external ID to the investor entity, or map it.`,
    );
    return null;
  }
  if (inEntity.length === 0) {
    problems.push(`Investor ${id} has no commitment in the entity ${entry.gl_entity_id.trim()}.`);
    return null;
  }
  if (inEntity.length > 1) {
    problems.push(
      `Investor ${id} matches ${inEntity.length} commitments: map it to one, or name the entity.`,
    );
    return null;
  }
  return inEntity[0]!;
}

/**
 * Resolves one entry against the integration's mappings: date and amount read exactly, the
 * account to a code, the investor to a commitment, the entity to a fund entity. Every problem
 * is reported (not only the first), so a user fixes a row in one pass. A blank investor is a
 * fund-level row: it needs its entity. The amount is signed for the ledger by the code's
 * classification: the export's credit − debit to capital becomes a row positive in its code's
 * direction (a $250 return debited to capital posts as a $250 distribution).
 */
export function resolveEntry(entry: LedgerEntryInput, context: ResolutionContext): ResolvedEntry {
  const problems: string[] = entry.source_problem ? [entry.source_problem] : [];
  const date = parseLedgerDate(entry.date);
  if (!date.ok) problems.push(date.problem);
  let amount: number | null = null;
  if (!entry.source_problem) {
    const reading = parseDecimalCents(entry.amount);
    if (!reading.ok) problems.push(reading.problem);
    else if (reading.cents === 0) problems.push('Amount is zero.');
    else amount = reading.cents;
  }
  const account = entry.gl_account.trim();
  const code = account === '' ? undefined : context.accounts.get(key(account));
  if (amount !== null && code) amount = ledgerAmountFromCapitalCredit(code.classification, amount);
  if (account === '') problems.push('GL account is empty.');
  else if (!code) problems.push(`GL account ${account} is not mapped to a transaction code.`);

  const entityText = entry.gl_entity_id.trim();
  const mappedEntity = entityText === '' ? null : (context.entities.get(key(entityText)) ?? null);
  if (entityText !== '' && !mappedEntity)
    problems.push(`Entity ${entityText} is not mapped to a fund entity.`);
  const commitment =
    entityText !== '' && !mappedEntity
      ? null
      : resolveInvestor(entry, context, mappedEntity, problems);
  const fundEntity = commitment?.fund_entity_id ?? mappedEntity;
  if (entry.gl_investor_id.trim() === '' && entityText === '')
    problems.push('A fund-level entry (no investor) needs its entity.');

  return {
    effective_date: date.ok ? date.date : null,
    amount_cents: amount,
    transaction_code_id: code?.transaction_code_id ?? null,
    commitment_id: commitment?.commitment_id ?? null,
    investor_entity_id: commitment?.investor_entity_id ?? null,
    fund_entity_id: fundEntity,
    problems,
  };
}
