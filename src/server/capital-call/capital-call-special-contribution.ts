import type { CapitalCallInput, StoredCapitalCallUse } from '../../api/capital-call';
import type {
  SpecialContribution,
  SpecialContributionInput,
} from '../../api/capital-call-special-contribution';
import { ApiError, invalid } from '../api-error';
import type { Database } from '../db/database';
import type { Scope } from '../scope';
import { apiRefusals, computeCall, publicUse } from './capital-call-allocation';
import { defaultCodeFor, loadCallContext } from './capital-call-context';
import { loadCall, updateCapitalCall, type LoadedCall } from './capital-call-service';

/**
 * Special contributions of a capital call (spec §7 capital-call special-contribution): amounts
 * entered per commitment, not allocated pro rata, on one line of the call (kind
 * special_contributions). Each LP is called exactly its amount; the amounts count against its
 * unfunded commitment, so an amount above it is refused by LP name (at finalization, shown on
 * the draft) unless the line's code is recallable.
 */

const KIND = 'special_contributions';

/** A stored use as PUT would send it again, so the other lines go through unchanged. */
function inputOfStored(use: StoredCapitalCallUse): CapitalCallInput['uses'][number] {
  const base = { kind: use.kind, description: use.description };
  if (use.kind === 'closing_equalization')
    return { ...base, overrides: [], closing_event_ids: use.closing_event_ids };
  if (use.per_commitment)
    return {
      ...base,
      transaction_code: use.transaction_code,
      overrides: [],
      per_commitment: use.per_commitment,
    };
  if (use.fee_period)
    return {
      ...base,
      transaction_code: use.transaction_code,
      fee_period: use.fee_period,
      overrides: [],
    };
  return {
    ...base,
    transaction_code: use.transaction_code,
    amount_cents: use.amount_cents,
    overrides: use.overrides,
  };
}

/** GET special-contribution: the line (if any), the codes it may use and each LP's amount. */
export async function getSpecialContribution(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<SpecialContribution> {
  const loaded = await loadCall(db, scope, fundFamilyId, eventId);
  return specialContributionOf(db, scope, loaded);
}

async function specialContributionOf(
  db: Database,
  scope: Scope,
  loaded: LoadedCall,
): Promise<SpecialContribution> {
  const { call, event, fund } = loaded;
  const context = await loadCallContext(
    db,
    scope,
    fund,
    call.due_date,
    call.allocation_rule_graph_id,
  );
  const use = call.uses.find((u) => u.kind === KIND) ?? null;
  const amounts = new Map(use?.per_commitment?.map((p) => [p.commitment_id, p.amount_cents]));
  const refusals =
    use && event.state === 'draft'
      ? apiRefusals(computeCall(call.uses, context).allocation).filter((r) => r.use_id === use.id)
      : [];
  const codes = [...context.codes.values()];
  return {
    event_id: event.id,
    state: event.state,
    use: use ? publicUse(use) : null,
    transaction_codes: codes.map(({ id: _, ...code }) => code),
    default_transaction_code: defaultCodeFor(KIND, codes),
    rows: context.commitments.map((c) => ({
      commitment_id: c.id,
      lp: c.name,
      fund_entity_name: c.fundEntityName,
      committed_cents: c.committed,
      unfunded_cents: c.unfunded,
      amount_cents: amounts.get(c.id) ?? 0,
    })),
    refusals,
  };
}

/**
 * POST special-contribution, in the caller's transaction: a draft's special contributions line
 * replaced by these amounts (added when it has none; taken off when every amount is zero), the
 * other lines kept as they are, and the call checked again as any edit is (400 on a field, 409
 * past draft). The field errors of the line come back on this body's fields.
 */
export async function saveSpecialContribution(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  input: SpecialContributionInput,
  userId: string,
): Promise<void> {
  const { call, event } = await loadCall(tx, scope, fundFamilyId, eventId, true);
  const entered = input.amounts.some((a) => a.amount_cents > 0);
  const special: CapitalCallInput['uses'][number] = {
    kind: KIND,
    description: input.description,
    transaction_code: input.transaction_code,
    overrides: [],
    per_commitment: input.amounts,
  };
  // The line keeps its place among the call's lines; a new one comes last.
  const at = call.uses.findIndex((u) => u.kind === KIND);
  const line = at === -1 ? call.uses.length : at;
  const uses = call.uses.flatMap((u, i): CapitalCallInput['uses'] =>
    i === at ? (entered ? [special] : []) : [inputOfStored(u)],
  );
  if (at === -1 && entered) uses.push(special);
  if (uses.length === 0)
    throw invalid(
      { amounts: ['Enter an amount for at least one LP: a call needs at least one line.'] },
      'A call needs at least one line.',
    );
  try {
    await updateCapitalCall(
      tx,
      scope,
      fundFamilyId,
      eventId,
      {
        name: event.name,
        notice_date: call.notice_date,
        due_date: call.due_date,
        allocation_rule_graph_id: call.allocation_rule_graph_id,
        uses,
      },
      userId,
    );
  } catch (error) {
    if (!entered || !(error instanceof ApiError) || error.status !== 400) throw error;
    throw renamed(error, `uses.${line}.`);
  }
}

/** The line's field errors on this body's fields (amounts.N…, transaction_code, description). */
function renamed(error: ApiError, prefix: string): ApiError {
  const data = (error.data ?? {}) as Record<string, string[]>;
  const fields = Object.fromEntries(
    Object.entries(data).map(([path, messages]) => [
      path.startsWith(prefix)
        ? path.slice(prefix.length).replace(/^per_commitment/, 'amounts')
        : path,
      messages,
    ]),
  );
  return invalid(fields, error.message);
}
