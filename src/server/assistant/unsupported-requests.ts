/**
 * What people ask the assistant to do that the product does not do yet. Asked for one, the
 * assistant says plainly it cannot, and what it can show instead, rather than answering a
 * figure that merely shares a word with the request ("issue a capital call" is not a question
 * about unfunded commitment). Each comes off this list with the issue that builds it.
 */
export type UnsupportedRequest = {
  /** What was asked, as the answer names it: "issue a capital call". */
  action: string;
  /** Asking to do it, not about figures: a verb of doing and its object. */
  pattern: RegExp;
  /** What the product can show instead. */
  instead: string;
};

// A verb of doing near its object: "how do I issue a capital call", "send the notices",
// "can you post Q3 fees". Questions about figures ("how much was distributed?") name no such
// verb, so they keep their answers.
const doing = (verbs: string, object: string) =>
  new RegExp(`\\b(?:${verbs})\\b(?:\\s+[\\w'-]+){0,4}?\\s+(?:${object})\\b`);

export const unsupportedRequests: UnsupportedRequest[] = [
  // First: "send the capital call notices" asks for notices, not for the call.
  {
    action: 'send notices',
    pattern: doing(
      'send|sending|generate|generating|email|issue|create|prepare|draft|mail|produce|publish',
      'notices?|notice letters?|investor letters?|call notices?|distribution notices?|statements?',
    ),
    instead:
      'I can show the figures a notice would carry: commitments, contributions, distributions and unfunded commitment.',
  },
  {
    action: 'issue a capital call',
    pattern: new RegExp(
      [
        doing(
          'issue|issuing|make|making|send|sending|create|creating|run|start|prepare|draft|initiate|launch|do|post',
          'capital calls?|calls? for capital|drawdowns?|draw ?downs?',
        ).source,
        '\\bcall (?:capital|for capital|the (?:remaining )?(?:unfunded|commitments?))\\b',
      ].join('|'),
    ),
    instead:
      'I can show the unfunded commitment left to call and what has been contributed, per investor and in total.',
  },
  {
    action: 'make a distribution',
    pattern: new RegExp(
      [
        doing(
          'make|making|issue|issuing|send|create|run|pay|process|prepare|post|record|do|declare',
          'distributions?',
        ).source,
        '\\bdistribute (?:the |some |our |proceeds|cash|capital|money|\\$|to\\b)',
      ].join('|'),
    ),
    instead: 'I can show what has been distributed to each investor and in total.',
  },
  {
    action: 'post fees',
    pattern: doing(
      'post|posting|charge|charging|bill|billing|book|invoice|run|accrue|collect|apply',
      'fees?|management fees?|fee postings?|fee charges?',
    ),
    instead:
      'I can show the management fee terms configured (rate, basis, cadence) and the fee true-ups finalized closings posted.',
  },
];

/** The request the product cannot carry out, or null when the question is one it answers. */
export function unsupportedRequest(question: string): UnsupportedRequest | null {
  const q = question.toLowerCase();
  return unsupportedRequests.find((r) => r.pattern.test(q)) ?? null;
}

/** The plain answer: it cannot, nothing was done, and what it can do instead. */
export function cannotDoText(request: UnsupportedRequest): string {
  return [
    `Fundline cannot ${request.action} yet: that is not built in the product, and I cannot do it for you. Nothing was changed.`,
    request.instead,
  ].join(' ');
}

/** For a language model's instructions: the same list, so both models say the same. */
export const unsupportedRequestsPrompt = `Fundline cannot yet ${unsupportedRequests
  .map((r) => r.action)
  .join(
    ', ',
  )}. When asked to do one of these, say plainly that the product cannot do it yet and what you can show instead; never answer with unrelated figures as if they were the action.`;
