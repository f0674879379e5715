import * as v from 'valibot';
import { GENERAL_LEDGER_TYPES, parseDecimalCents, parseLedgerDate } from '../domain/general-ledger';
import type {
  ImportEventActionName,
  ImportEventState,
} from '../../machines/general-ledger-import-event.machine';
import { requiredText, uuidSchema } from './money-input';

/** Spec §3: general ledger types and ingestion types. */
export const generalLedgerTypes = GENERAL_LEDGER_TYPES;
export type GeneralLedgerType = (typeof generalLedgerTypes)[number];
export const ingestionTypes = ['sftp', 'upload'] as const;
export type IngestionType = (typeof ingestionTypes)[number];
/**
 * SFTP would need a server to pull files from; none is reachable from this product yet, so
 * only upload is offered rather than a setting that silently never runs.
 */
export const sftpNotBuilt = 'SFTP ingestion is not available yet: choose upload.';
const ingestionTypeSchema = v.pipe(
  v.picklist(ingestionTypes, 'Invalid'),
  v.check((t) => t === 'upload', sftpNotBuilt),
);

export const generalLedgerTypeLabels: Record<GeneralLedgerType, string> = {
  investran: 'Investran',
  yardi: 'Yardi',
};

export const createIntegrationSchema = v.object({
  name: requiredText(100),
  fund_family_id: uuidSchema,
  general_ledger_type: v.picklist(generalLedgerTypes, 'Invalid'),
  ingestion_type: ingestionTypeSchema,
});
export type CreateIntegration = v.InferOutput<typeof createIntegrationSchema>;

const glId = requiredText(100);
/** GL ids compare case-insensitively when entries are matched, so they must differ that way too. */
const distinct = (values: string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size === values.length;

const accountMappingSchema = v.object({ gl_account: glId, transaction_code_id: uuidSchema });
const investorMappingSchema = v.object({ gl_investor_id: glId, commitment_id: uuidSchema });
const entityMappingSchema = v.object({ gl_entity_id: glId, fund_entity_id: uuidSchema });

/** The profile tab: the fund family stays as created, because every mapping names its records. */
export const updateIntegrationSchema = v.object({
  name: requiredText(100),
  general_ledger_type: v.picklist(generalLedgerTypes, 'Invalid'),
  ingestion_type: ingestionTypeSchema,
  account_mappings: v.pipe(
    v.array(accountMappingSchema),
    v.check((l) => distinct(l.map((m) => m.gl_account)), 'Each GL account can be mapped once.'),
  ),
  investor_mappings: v.pipe(
    v.array(investorMappingSchema),
    v.check(
      (l) => distinct(l.map((m) => m.gl_investor_id)),
      'Each GL investor id can be mapped once.',
    ),
  ),
  entity_mappings: v.pipe(
    v.array(entityMappingSchema),
    v.check((l) => distinct(l.map((m) => m.gl_entity_id)), 'Each GL entity id can be mapped once.'),
  ),
});
export type UpdateIntegration = v.InferOutput<typeof updateIntegrationSchema>;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/**
 * One entry typed in the grid. Date and amount must read exactly (a typo is a field error);
 * whether the account, investor and entity resolve is a problem shown on the row instead, since
 * a mapping may be added later.
 */
export const entryInputSchema = v.object({
  date: v.pipe(
    text(20),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const reading = parseLedgerDate(dataset.value);
      if (!reading.ok) addIssue({ message: reading.problem });
    }),
  ),
  gl_account: requiredText(100),
  gl_investor_id: text(100),
  gl_entity_id: text(100),
  amount: v.pipe(
    text(30),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const reading = parseDecimalCents(dataset.value);
      if (!reading.ok) addIssue({ message: reading.problem });
      else if (reading.cents === 0) addIssue({ message: 'Amount is zero.' });
    }),
  ),
  description: text(500),
  reference: text(100),
});
export type EntryInput = v.InferOutput<typeof entryInputSchema>;

export const entriesInputSchema = v.object({
  entries: v.pipe(
    v.array(entryInputSchema),
    v.minLength(1, 'Add at least one entry.'),
    v.maxLength(5000),
  ),
});
export type EntriesInput = v.InferOutput<typeof entriesInputSchema>;

/** Uploads larger than this are refused: a journal-entry export of one fund is far smaller. */
export const maxUploadBytes = 5 * 1024 * 1024;

export type Named = { id: string; name: string };

export type GeneralLedgerIntegration = {
  id: string;
  name: string;
  fund_family_id: string;
  fund_family_name: string;
  currency: 'EUR' | 'GBP' | 'USD';
  general_ledger_type: GeneralLedgerType;
  ingestion_type: IngestionType;
  account_mappings: { gl_account: string; transaction_code_id: string }[];
  investor_mappings: { gl_investor_id: string; commitment_id: string }[];
  entity_mappings: { gl_entity_id: string; fund_entity_id: string }[];
  import_event_count: number;
  posted_count: number;
  last_import_at: string | null;
};

/** What the profile's mappings can point at, and the matches the external IDs already give. */
export type IntegrationOptions = {
  transaction_codes: (Named & { classification: string })[];
  commitments: (Named & { fund_entity_id: string })[];
  fund_entities: Named[];
  /** GL investor id → commitments, through investor entities' external IDs of the GL's type. */
  external_id_matches: { gl_investor_id: string; commitment_ids: string[] }[];
};

export type GeneralLedgerEntry = EntryInput & {
  id: string;
  line: number;
  effective_date: string | null;
  amount_cents: number | null;
  transaction_code: (Named & { classification: string }) | null;
  commitment: Named | null;
  fund_entity: Named | null;
  problems: string[];
  /** The ledger row it became, while posted. */
  transaction_id: number | null;
};

export type ImportEventSummary = {
  id: string;
  integration_id: string;
  state: ImportEventState;
  filename: string | null;
  created_at: string;
  posted_at: string | null;
  rolled_back_at: string | null;
  entry_count: number;
  problem_count: number;
  /** Sum of the entries whose amount reads, in cents. */
  total_cents: number;
  first_date: string | null;
  last_date: string | null;
};

export type ImportEvent = ImportEventSummary & {
  fund_family_event: {
    id: string;
    name: string;
    effective_date: string;
    state: string;
    ledger_row_count: number;
    ledger_total_cents: number;
  } | null;
  available_actions: ImportEventActionName[];
  entries: GeneralLedgerEntry[];
  currency: 'EUR' | 'GBP' | 'USD';
};
