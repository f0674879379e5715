import { bestNamed, nameScore } from './format';
import { customerFundFamilies } from './fund-scope';
import { findTerm } from './glossary';
import { customerInvestors } from './investor-tools';
import type { ToolCall } from './tools';
import type { ToolContext } from './tool-types';
import { unsupportedRequest, type UnsupportedRequest } from './unsupported-requests';

/**
 * The built-in model's understanding: keyword and pattern rules over the question, with
 * fund family and investor names matched against the customer's own data. Not a language
 * model; it says so in its help.
 */
const patterns = {
  page: /\b(this|current) (page|screen|table|view)\b|\bon (the |my )?(page|screen)\b|\bwhat am i (looking at|seeing)\b|\bwhere am i\b/,
  // "What is NAV?" asks for a definition; "What is the NAV?" asks for a figure.
  explain:
    /\b(explain|define|definition|meaning|mean|means|stand for)\b|^\s*what(?:'s| is| are) (?:an? )?(?!the\b)/,
  largest: /\b(largest|biggest|top|major|main|leading|most committed)\b/,
  investors: /\b(investors?|lps?|limited partners?|commitments?)\b/,
  position:
    /\b(position|capital account|account|balance|stake|nav|unfunded|contributed|distributed|paid[- ]in|holding|commitment|committed|invested)\b/,
  commitments: /\b(commit(ment|ments|ted)?|raised?|subscriptions?)\b/,
  totals:
    /\b(total|how much|sum|overall|per entity|by entity|each (fund|entity)|raised?|aggregate)\b/,
  unfunded:
    /\b(unfunded|uncalled|dry powder|left to call|remaining commitment|contributed|paid[- ]in|called|capital calls?|drawn)\b/,
  count: /\bhow many (investors|lps|limited partners|commitments)\b/,
  gp: /\b(the gp|gp's|general partner)\b/,
  closings: /\b(clos(e|es|ing|ings)|admitted)\b/,
  fees: /\b(fees?|management fee|fee rate)\b/,
  families: /\b(fund families|funds|which funds|list (the )?funds|all funds|fund list)\b/,
  overview:
    /\b(overview|summary|summari[sz]e|tell me about|describe|status|state|currency|entities|structure|first close|target|phase|about)\b/,
};

const numberWords: Record<string, number> = { three: 3, five: 5, ten: 10, twenty: 20 };

function topN(q: string): number {
  const digits =
    /\b(?:top|largest|biggest)\s+(\d{1,2})\b|\b(\d{1,2})\s+(?:largest|biggest|top)\b/.exec(q);
  if (digits) return Number(digits[1] ?? digits[2]);
  const word =
    /\b(?:top|largest|biggest)\s+(three|five|ten|twenty)\b|\b(three|five|ten|twenty)\s+(?:largest|biggest)\b/.exec(
      q,
    );
  if (word) return numberWords[word[1] ?? word[2] ?? 'five']!;
  // "Who is the biggest LP?" asks for one.
  return /\b(is|who's) the (largest|biggest|top)\b/.test(q) && !/\b(investors|lps)\b/.test(q)
    ? 1
    : 5;
}

export type IntentPlan = {
  calls: ToolCall[];
  help: boolean;
  askFamily: boolean;
  /** Asked to do something the product does not do yet: answered plainly, no tool runs. */
  cannot: UnsupportedRequest | null;
};

/** Tools that need one fund family to answer. */
const familyTools = new Set([
  'fund_family_overview',
  'commitment_totals',
  'unfunded_commitment',
  'largest_investors',
  'closings',
  'fees',
]);

/** The tool calls that answer a question, in order; `help` when none does. */
export async function planToolCalls(question: string, ctx: ToolContext): Promise<IntentPlan> {
  const cannot = unsupportedRequest(question);
  if (cannot) return { calls: [], help: false, askFamily: false, cannot };
  const q = question.toLowerCase();
  const [families, investors] = await Promise.all([
    customerFundFamilies(ctx),
    customerInvestors(ctx),
  ]);
  const family = bestNamed(question, families, (f) => [f.name]);
  const familyArg = family ? { fund_family: family.name } : {};
  // A fund family's name can share a word with an investor's (the GP's, often): the words that
  // named the fund family do not count towards an investor unless the investor is named in full.
  const fullInvestor = investors.find((i) =>
    [i.name, ...i.entity_names].some((n) => nameScore(question, n) === 100),
  );
  const withoutFamily = family
    ? family.name
        .split(/\s+/)
        .reduce(
          (text, word) =>
            text.replace(new RegExp(`\\b${word.replace(/[^a-z0-9]/gi, '')}\\b`, 'gi'), ' '),
          question,
        )
    : question;
  // "The GP" names the investor whose entity is the general partner (its name says GP).
  const gpInvestor = patterns.gp.test(q)
    ? (investors.find((i) => i.entity_names.some((n) => /\bGP\b/.test(n))) ?? null)
    : null;
  const investor =
    fullInvestor ??
    gpInvestor ??
    bestNamed(withoutFamily, investors, (i) => [i.name, ...i.entity_names]);
  const calls: ToolCall[] = [];
  const add = (tool: string, args: Record<string, unknown> = {}) => {
    if (!calls.some((c) => c.tool === tool)) calls.push({ tool, arguments: args });
  };

  if (patterns.page.test(q)) add('page_context');
  const term = findTerm(question);
  const asksFigure = investor !== null || family !== null || /\b(how much|total|our|my)\b/.test(q);
  if (term && patterns.explain.test(q) && !asksFigure) add('explain_term', { term: term.term });

  if (investor && (patterns.position.test(q) || !patterns.largest.test(q))) {
    add('investor_position', { investor: investor.name, ...familyArg });
  } else if (patterns.largest.test(q) && patterns.investors.test(q)) {
    add('largest_investors', { ...familyArg, limit: topN(q) });
  }
  if (calls.length === 0 || !calls.some((c) => c.tool === 'investor_position')) {
    if (patterns.unfunded.test(q)) add('unfunded_commitment', familyArg);
    else if (
      (patterns.count.test(q) ||
        (patterns.commitments.test(q) && patterns.totals.test(q) && !/\btarget\b/.test(q))) &&
      !calls.some((c) => c.tool === 'largest_investors')
    ) {
      add('commitment_totals', familyArg);
    }
    if (patterns.closings.test(q) && !/\bfirst close\b/.test(q)) add('closings', familyArg);
    if (patterns.fees.test(q) && !calls.some((c) => c.tool === 'explain_term'))
      add('fees', familyArg);
  }
  if (patterns.families.test(q) && !family) add('fund_families');
  if (calls.length === 0 && (patterns.overview.test(q) || family))
    add('fund_family_overview', familyArg);
  if (calls.length === 0 && term) add('explain_term', { term: term.term });
  if (calls.length === 0 && /\bcommit/.test(q)) add('commitment_totals', familyArg);
  // At customer level with several fund families and none named, a fund family's figures
  // cannot be picked: list the fund families instead and ask to name one.
  const ambiguous = !family && !ctx.fundFamilyId && families.length > 1;
  const planned = ambiguous ? calls.filter((c) => !familyTools.has(c.tool)) : calls;
  const askFamily = planned.length < calls.length;
  if (askFamily && !planned.some((c) => c.tool === 'fund_families')) {
    planned.unshift({ tool: 'fund_families', arguments: {} });
  }
  return { calls: planned.slice(0, 3), help: planned.length === 0, askFamily, cannot: null };
}
