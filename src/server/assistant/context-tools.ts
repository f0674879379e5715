import { listFees } from '../fees/fee-configuration';
import { fundFamilyParameter, requireFundFamily } from './fund-scope';
import { findTerm, glossary } from './glossary';
import { stringArg, ToolInputError, type AssistantTool } from './tool-types';

const fees: AssistantTool = {
  name: 'fees',
  display_name: 'Fees',
  description:
    'The fees configured for a fund family: name, rate schedule, basis, day count and cadence.',
  parameters: { fund_family: fundFamilyParameter },
  run: async (ctx, args) => {
    const family = await requireFundFamily(ctx, stringArg(args, 'fund_family'));
    const list = await listFees(ctx.db, { customerId: ctx.customerId }, family.id);
    if (list.length === 0) return { text: `${family.name} has no fees configured.`, sources: [] };
    const rates = (fee: (typeof list)[number]) =>
      fee.rates.map((r) => `${r.rate_percent}% from ${r.from}`).join(', then ');
    const basis = (fee: (typeof list)[number]) =>
      fee.basis
        .map((b) => `${b.calculation_name ?? 'a calculation'} from ${b.from}`)
        .join(', then ');
    return {
      text: [
        `${family.name} has ${list.length === 1 ? '1 fee' : `${list.length} fees`}:`,
        ...list.map(
          (f) =>
            `- ${f.name} (${f.type}): ${rates(f)} a year on ${basis(f)}; ${f.day_count}, charged ${f.cadence} ${f.charge_timing.replace(/_/g, ' ')}`,
        ),
      ].join('\n'),
      sources: list.map((f) => ({
        tool: 'fees',
        label: `${f.name}: rate`,
        value: rates(f),
        how: `From the fee's stored terms (fund level; investor classes may override the rate). Basis: ${basis(f)}. As of ${ctx.today}.`,
      })),
    };
  },
};

const explainTerm: AssistantTool = {
  name: 'explain_term',
  display_name: 'Explain a term',
  description: `Define a fund accounting term. Known terms: ${glossary.map((g) => g.term).join(', ')}.`,
  parameters: { term: { type: 'string', description: 'The term to explain.' } },
  run: async (_ctx, args) => {
    const asked = stringArg(args, 'term');
    const entry = asked ? findTerm(asked) : null;
    if (!entry) {
      throw new ToolInputError(
        `I have no definition for "${asked ?? ''}". I can explain: ${glossary.map((g) => g.term).join(', ')}.`,
      );
    }
    return {
      text: `${entry.term[0]!.toUpperCase()}${entry.term.slice(1)}: ${entry.definition}`,
      sources: [],
    };
  },
};

/** A table the client describes: its title, columns and row count, when it sends them. */
const describeTable = (table: unknown): string | null => {
  if (!table || typeof table !== 'object') return null;
  const t = table as { title?: unknown; columns?: unknown; row_count?: unknown; rows?: unknown };
  const title = typeof t.title === 'string' ? t.title : 'A table';
  const columns = Array.isArray(t.columns)
    ? t.columns
        .map((c) => (typeof c === 'string' ? c : (c as { title?: string })?.title))
        .filter(Boolean)
    : [];
  const rows =
    typeof t.row_count === 'number' ? t.row_count : Array.isArray(t.rows) ? t.rows.length : null;
  return `${title}${rows === null ? '' : ` (${rows} rows)`}${columns.length ? `: ${columns.join(', ')}` : ''}`;
};

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;

/**
 * The page's query keys in words: their plain name parts, ids and parameters left out
 * (["fund-family", "<id>", "commitment-stats"] reads "fund family commitment stats").
 */
const dataOnPage = (queries: readonly unknown[]): string[] => {
  const names = queries.flatMap((key) => {
    if (!Array.isArray(key)) return [];
    const words = key
      .filter((part): part is string => typeof part === 'string' && !uuidLike.test(part))
      .map((part) => part.replace(/[-_]/g, ' '))
      .join(' ')
      .trim();
    return words ? [words] : [];
  });
  return [...new Set(names)].slice(0, 12);
};

const routeNames: [RegExp, string][] = [
  [/\/closing\/[^/]+/, 'a closing'],
  [/\/investor-entities\/[^/]+/, "an investor entity's page in this fund family"],
  [/\/commitment/, 'commitments'],
  [/\/fee/, 'fees'],
  [/\/waterfall/, 'the waterfall'],
  [/\/transactions|\/ledger/, 'the ledger and transactions'],
  [/\/investors?(\/|$)/, 'investors'],
  [/\/fund-family\/[^/]+\/?$/, 'the fund family summary'],
];

const pageContext: AssistantTool = {
  name: 'page_context',
  display_name: 'Current page',
  description: 'What the page the user is on shows: its route and the tables the app reported.',
  parameters: {},
  run: async (ctx) => {
    const page = ctx.frontendContext;
    if (!page) return { text: 'The app did not say which page you are on.', sources: [] };
    const route = page.current_route || '/';
    const area = routeNames.find(([pattern]) => pattern.test(route))?.[1];
    const tables = (page.tables ?? []).map(describeTable).filter((t): t is string => t !== null);
    const lines = [`You are on ${route}${area ? `, ${area}` : ''}.`];
    if (ctx.fundFamilyId) {
      const family = await requireFundFamily(ctx, null).catch(() => null);
      if (family) lines.push(`Fund family: ${family.name} (${family.currency}, ${family.state}).`);
    }
    const data = dataOnPage(page.page_queries ?? []);
    if (data.length) lines.push(`Data loaded on the page: ${data.join('; ')}.`);
    lines.push(
      tables.length
        ? `Tables on the page:\n${tables.map((t) => `- ${t}`).join('\n')}`
        : 'The app sent no table details for this page.',
    );
    return { text: lines.join('\n'), sources: [] };
  },
};

export const contextTools = [fees, explainTerm, pageContext];
