import {
  autocompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { linter, type Diagnostic } from '@codemirror/lint';
import { RangeSetBuilder, type Extension, type Text } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  EditorView,
  ViewPlugin,
  type ViewUpdate,
} from '@codemirror/view';
import {
  checkMxl,
  describeMxlProblem,
  MXL_BUILTINS,
  MXL_KEYWORDS,
  MXL_TIME_UNIT_WORDS,
  parseMxl,
  tokenizeMxl,
} from '../../../domain/mxl';
import { mxlTokenClasses } from './mxl-tokens';

/**
 * MXL in CodeMirror, on the domain's own tokenizer and parser so the editor can never
 * disagree with the server about what a formula means. Formulas are a few lines long, so
 * re-reading the whole text on each change costs nothing worth an incremental grammar.
 */
function decorate(doc: Text): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const { token, className } of mxlTokenClasses(doc.toString())) {
    if (token.to > token.from)
      builder.add(token.from, token.to, Decoration.mark({ class: className }));
  }
  return builder.finish();
}

const highlighting = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorate(view.state.doc);
    }
    update(update: ViewUpdate) {
      if (update.docChanged) this.decorations = decorate(update.state.doc);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** The parser's line and column (1-based) as an offset into the document. */
export function offsetOf(doc: Text, line: number, column: number): number {
  const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(target.from + column - 1, target.to);
}

/**
 * The domain's checker (the save route's) as lint: a parse error with what was expected there,
 * unknown functions, wrong arity and, once the vocabulary has loaded, unknown names.
 */
export function mxlDiagnostics(doc: Text, vocabulary?: MxlVocabulary): Diagnostic[] {
  const source = doc.toString();
  if (source.trim() === '') return [];
  const parsed = parseMxl(source);
  if (!parsed.ok) {
    const { message, line, column, expected } = parsed.error;
    const from = offsetOf(doc, line, column);
    const token = tokenizeMxl(source).find((t) => t.from === from);
    const to = Math.min(Math.max(token?.to ?? from + 1, from + 1), doc.length);
    return [
      {
        from: Math.min(from, Math.max(doc.length - 1, 0)),
        to: Math.max(to, Math.min(from, doc.length)),
        severity: 'error',
        message: `${message} at line ${line}, column ${column}${
          expected.length > 0 ? `. Expected ${expected.join(', ')}` : ''
        }`,
      },
    ];
  }
  // Before the names have loaded every name would look unknown: check those only after.
  const names =
    vocabulary && vocabulary.transactionCodes.length > 0
      ? {
          calculations: vocabulary.calculations.map((c) => c.name),
          transactionCodes: vocabulary.transactionCodes.map((c) => c.name),
        }
      : undefined;
  return checkMxl(source, names).map((problem) => ({
    from: problem.from,
    to: Math.max(problem.to, problem.from + 1),
    severity: 'error',
    message: describeMxlProblem(problem),
  }));
}

export type MxlVocabulary = {
  calculations: readonly { name: string; title?: string }[];
  transactionCodes: readonly { name: string; title?: string }[];
};

function completions(vocabulary: MxlVocabulary): Completion[] {
  return [
    ...vocabulary.calculations.map((c) => ({
      label: c.name,
      type: 'variable',
      detail: 'calculation',
      info: c.title,
      boost: 3,
    })),
    ...vocabulary.transactionCodes.map((c) => ({
      label: c.name,
      type: 'constant',
      detail: 'transaction code',
      info: c.title,
      boost: 2,
    })),
    ...MXL_BUILTINS.map((builtin) => ({
      label: builtin.name,
      type: 'function',
      detail: builtin.signature,
      info: `${builtin.summary}\n\n${builtin.example}`,
      apply: `${builtin.name}(`,
      boost: 1,
    })),
    ...MXL_KEYWORDS.map((keyword) => ({ label: keyword, type: 'keyword' })),
    ...MXL_TIME_UNIT_WORDS.map((word) => ({ label: word, type: 'keyword', detail: 'time unit' })),
  ];
}

function completionSource(getVocabulary: () => MxlVocabulary) {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/[A-Za-z_][A-Za-z0-9_]*/);
    if (!word && !context.explicit) return null;
    // Inside a string literal (an odd number of quotes before us on the line) names mean nothing.
    const line = context.state.doc.lineAt(context.pos);
    const before = line.text.slice(0, context.pos - line.from);
    if ((before.match(/"/g)?.length ?? 0) % 2 === 1) return null;
    return {
      from: word ? word.from : context.pos,
      options: completions(getVocabulary()),
      validFor: /^[A-Za-z_][A-Za-z0-9_]*$/,
    };
  };
}

export function mxlLanguage(getVocabulary: () => MxlVocabulary): Extension {
  return [
    highlighting,
    linter((view) => mxlDiagnostics(view.state.doc, getVocabulary()), { delay: 250 }),
    autocompletion({ override: [completionSource(getVocabulary)] }),
  ];
}
