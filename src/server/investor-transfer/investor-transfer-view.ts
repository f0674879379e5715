import { and, asc, eq, max } from 'drizzle-orm';
import type { DayOfTiming } from '../../domain/transfer/transfer-processing-date';
import {
  DomainError,
  transferBalances,
  transferProcessingDate,
  type AuditStep,
  type TransferMove,
} from '../../domain';
import type { InvestorTransfer, InvestorTransferMove } from '../../api/investor-transfers';
import { allowedTransferActions, type TransferState } from '../../../machines/transfer.machine';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import {
  fund_family_events,
  investor_entities,
  investor_transfer_transferees,
  investor_transfers,
} from '../db/schema';
import {
  commitmentLedgerRows,
  loadCommitment,
  type CommitmentLedgerRow,
  type LoadedCommitment,
} from '../commitment/commitment-ledger';
import type { Scope } from '../scope';
import { baseCodeName } from './transfer-codes';

export type TransferRecord = typeof investor_transfers.$inferSelect;

export async function loadTransfer(db: Database, scope: Scope, transferId: string) {
  const [row] = await db
    .select()
    .from(investor_transfers)
    .where(
      and(
        eq(investor_transfers.id, transferId),
        eq(investor_transfers.customer_id, scope.customerId),
      ),
    );
  if (!row) throw notFound('No such investor transfer for this customer');
  return row;
}

export async function transfereesOf(db: Database, transferId: string) {
  return db
    .select({
      id: investor_transfer_transferees.id,
      investor_entity_id: investor_transfer_transferees.investor_entity_id,
      investor_entity_name: investor_entities.full_name,
      commitment_id: investor_transfer_transferees.commitment_id,
      amount_cents: investor_transfer_transferees.amount_cents,
    })
    .from(investor_transfer_transferees)
    .innerJoin(
      investor_entities,
      eq(investor_entities.id, investor_transfer_transferees.investor_entity_id),
    )
    .where(eq(investor_transfer_transferees.investor_transfer_id, transferId))
    .orderBy(asc(investor_entities.full_name));
}

/** A balance is kept apart by code and by the row dimensions the spec's filters read. */
export type BalanceKey = {
  code: string;
  investment_type: CommitmentLedgerRow['investment_type'];
  security_type: CommitmentLedgerRow['security_type'];
  is_fee_holdback: boolean;
};
const keyOf = (row: BalanceKey) =>
  JSON.stringify([row.code, row.investment_type, row.security_type, row.is_fee_holdback]);
export const parseBalanceKey = (key: string): BalanceKey => {
  const [code, investment_type, security_type, is_fee_holdback] = JSON.parse(key) as [
    string,
    BalanceKey['investment_type'],
    BalanceKey['security_type'],
    boolean,
  ];
  return { code, investment_type, security_type, is_fee_holdback };
};

/**
 * The transferor's posted balances by (base code, dimensions); outstanding (draft) rows are kept
 * apart: they stay with the transferor until a capital event settles them.
 */
export function balancesOf(rows: readonly CommitmentLedgerRow[]) {
  const posted = new Map<string, number>();
  const outstanding = new Map<string, number>();
  const displayNames = new Map<string, string>();
  let commitment = 0;
  for (const row of rows) {
    const code = baseCodeName(row.code);
    if (code === row.code) displayNames.set(code, row.code_display_name);
    if (row.is_draft) {
      outstanding.set(code, (outstanding.get(code) ?? 0) + row.amount_cents);
      continue;
    }
    const key = keyOf({ ...row, code });
    posted.set(key, (posted.get(key) ?? 0) + row.amount_cents);
    // The commitment figure by classification, as every figure is (docs/figures.md).
    if (row.base_classification === 'commitment') commitment += row.amount_cents;
  }
  return { posted, outstanding, displayNames, commitment };
}

export async function latestPostedDate(db: Database, scope: Scope, fundFamilyId: string) {
  const [row] = await db
    .select({ date: max(fund_family_events.effective_date) })
    .from(fund_family_events)
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fundFamilyId),
        eq(fund_family_events.state, 'completed'),
      ),
    );
  return row?.date ?? null;
}

const labelOf = (key: BalanceKey, displayNames: Map<string, string>) => {
  const dims = [key.investment_type, key.security_type, key.is_fee_holdback ? 'fee holdback' : null]
    .filter(Boolean)
    .map((d) => String(d).replace(/_/g, ' '));
  const name = displayNames.get(key.code) ?? key.code;
  return dims.length > 0 ? `${name} (${dims.join(', ')})` : name;
};

/** The moves a draft or scheduled transfer would post if processed now, from the live ledger. */
export async function previewTransfer(
  db: Database,
  scope: Scope,
  transfer: TransferRecord,
  transferees: Awaited<ReturnType<typeof transfereesOf>>,
) {
  const transferor = await loadCommitment(db, scope, transfer.transferor_commitment_id);
  const rows = await commitmentLedgerRows(db, scope, transferor.id);
  const balances = balancesOf(rows);
  const processing = transferProcessingDate({
    transferDate: transfer.transfer_date,
    dayOfTiming: transfer.day_of_timing,
    latestPostedDate: await latestPostedDate(db, scope, transfer.fund_family_id),
  });
  let moves: (TransferMove & { key: BalanceKey })[] = [];
  let problem: string | null = null;
  let steps: AuditStep[] = [processing.step];
  if (transferees.length === 0) problem = 'Add at least one transferee.';
  else {
    try {
      const outcome = transferBalances({
        commitment: balances.commitment,
        balances: [...balances.posted].map(([code, amount]) => ({ code, amount })),
        transferees: transferees.map((t) => ({ id: t.investor_entity_id, amount: t.amount_cents })),
        rounding: {
          rounding: transferor.rounding_methodology,
          ordering: transferor.rounding_partner_ordering,
        },
      });
      moves = outcome.moves.map((m) => ({ ...m, key: parseBalanceKey(m.code) }));
      steps = [
        processing.step,
        ...outcome.steps.map((s) => {
          if (!s.step.startsWith('Move ')) return s;
          const key = parseBalanceKey(s.step.slice('Move '.length));
          return { ...s, step: `Move ${labelOf(key, balances.displayNames)}` };
        }),
      ];
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      problem = error.message;
    }
  }
  return { transferor, balances, processing, moves, problem, steps };
}

/** What a processed transfer posted, read back from its ledger rows (the ledger is the truth). */
async function postedMoves(
  db: Database,
  scope: Scope,
  transfer: TransferRecord,
  transferees: Awaited<ReturnType<typeof transfereesOf>>,
  transferorRows: readonly CommitmentLedgerRow[],
  displayNames: Map<string, string>,
): Promise<InvestorTransferMove[]> {
  const eventId = transfer.fund_family_event_id;
  const firstOfEvent = transferorRows.findIndex((r) => r.event_id === eventId);
  const before = balancesOf(
    firstOfEvent < 0 ? transferorRows : transferorRows.slice(0, firstOfEvent),
  );
  const moves = new Map<string, InvestorTransferMove>();
  const moveOf = (key: BalanceKey) => {
    const k = keyOf(key);
    let move = moves.get(k);
    if (!move) {
      const balance = before.posted.get(k) ?? 0;
      move = {
        code: key.code,
        code_display_name: labelOf(key, displayNames),
        balance_cents: balance,
        transferor_cents: 0,
        retained_cents: balance,
        transferees: {},
      };
      moves.set(k, move);
    }
    return move;
  };
  for (const row of transferorRows.filter((r) => r.event_id === eventId)) {
    const move = moveOf({ ...row, code: baseCodeName(row.code) });
    move.transferor_cents += row.amount_cents;
    move.retained_cents += row.amount_cents;
  }
  for (const transferee of transferees) {
    if (!transferee.commitment_id) continue;
    const rows = await commitmentLedgerRows(db, scope, transferee.commitment_id);
    for (const row of rows.filter((r) => r.event_id === eventId)) {
      const move = moveOf({ ...row, code: baseCodeName(row.code) });
      move.transferees[transferee.investor_entity_id] =
        (move.transferees[transferee.investor_entity_id] ?? 0) + row.amount_cents;
    }
  }
  return [...moves.values()];
}

/** The transfer as the API shows it: processed ones from their posted rows, others as a preview. */
export async function transferView(
  db: Database,
  scope: Scope,
  transfer: TransferRecord,
  today: string,
): Promise<InvestorTransfer> {
  const transferees = await transfereesOf(db, transfer.id);
  const posted = transfer.state === 'processed';
  const due = transfer.transfer_date <= today;
  let transferor: LoadedCommitment;
  let balances: ReturnType<typeof balancesOf>;
  let moves: InvestorTransferMove[];
  let processing: { date: string; timing: DayOfTiming; backdated: boolean };
  let problem: string | null = null;
  let audit: AuditStep[];
  if (posted) {
    transferor = await loadCommitment(db, scope, transfer.transferor_commitment_id);
    const rows = await commitmentLedgerRows(db, scope, transferor.id);
    balances = balancesOf(rows);
    moves = await postedMoves(db, scope, transfer, transferees, rows, balances.displayNames);
    const date = transfer.processing_date ?? transfer.transfer_date;
    const backdated = date !== transfer.transfer_date;
    processing = {
      date,
      timing: backdated ? 'end_of_day' : transfer.day_of_timing,
      backdated,
    };
    audit = transfer.audit ?? [];
  } else {
    const preview = await previewTransfer(db, scope, transfer, transferees);
    ({ transferor, balances, processing, problem } = preview);
    audit = preview.steps;
    moves = preview.moves.map((m) => ({
      code: m.key.code,
      code_display_name: labelOf(m.key, balances.displayNames),
      balance_cents: m.balance,
      transferor_cents: m.transferor,
      retained_cents: m.retained,
      transferees: m.transferees,
    }));
  }
  return {
    id: transfer.id,
    fund_family_id: transfer.fund_family_id,
    state: transfer.state as TransferState,
    transfer_date: transfer.transfer_date,
    day_of_timing: transfer.day_of_timing,
    processing_date: processing.date,
    processing_timing: processing.timing,
    backdated: processing.backdated,
    due,
    currency: transferor.currency,
    transferor: {
      commitment_id: transferor.id,
      investor_entity_id: transferor.investor_entity_id,
      investor_entity_name: transferor.investor_entity_name,
      owning_entity_name: transferor.owning_entity_name,
      // Once processed: the commitment it held when the transfer moved part of it.
      committed_cents: posted
        ? (moves.find((m) => m.code === 'commitment')?.balance_cents ?? balances.commitment)
        : balances.commitment,
    },
    transferees: transferees.map((t) => ({
      commitment_id: t.commitment_id,
      investor_entity_id: t.investor_entity_id,
      investor_entity_name: t.investor_entity_name,
      amount_cents: t.amount_cents,
    })),
    transferred_cents: transferees.reduce((sum, t) => sum + t.amount_cents, 0),
    moves,
    outstanding: [...balances.outstanding].map(([code, amount_cents]) => ({ code, amount_cents })),
    problem,
    audit,
    available_actions: allowedTransferActions(
      transfer.state as TransferState,
      transferees.length,
      due,
    ),
  };
}
