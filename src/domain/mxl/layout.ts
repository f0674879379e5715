/**
 * A small Wadler/Prettier-style document: a group prints on one line when it fits in the
 * remaining width, otherwise its lines break. Only what the MXL printer needs.
 */
export type Doc =
  | string
  | { kind: 'concat'; parts: Doc[] }
  | { kind: 'group'; doc: Doc }
  | { kind: 'indent'; doc: Doc }
  | { kind: 'line'; soft: boolean };

export const line: Doc = { kind: 'line', soft: false };
/** Nothing when flat, a line break when broken. */
export const softline: Doc = { kind: 'line', soft: true };

export function concat(...parts: Doc[]): Doc {
  return { kind: 'concat', parts };
}

export function group(...parts: Doc[]): Doc {
  return { kind: 'group', doc: concat(...parts) };
}

export function indent(...parts: Doc[]): Doc {
  return { kind: 'indent', doc: concat(...parts) };
}

export function join(separator: Doc, docs: Doc[]): Doc {
  const parts: Doc[] = [];
  docs.forEach((doc, index) => {
    if (index > 0) parts.push(separator);
    parts.push(doc);
  });
  return concat(...parts);
}

type Mode = 'flat' | 'break';
type Command = { indent: number; mode: Mode; doc: Doc };

/** Returned by measure when it reaches a line that breaks: everything before it fit. */
const REACHED_BREAK = Number.POSITIVE_INFINITY;

/** Width left after printing `doc` (negative once it overflows), or REACHED_BREAK. */
function measure(doc: Doc, flat: boolean, width: number): number {
  if (typeof doc === 'string') return width - doc.length;
  switch (doc.kind) {
    case 'concat': {
      let remaining = width;
      for (const part of doc.parts) {
        remaining = measure(part, flat, remaining);
        if (remaining < 0 || remaining === REACHED_BREAK) return remaining;
      }
      return remaining;
    }
    case 'group':
    case 'indent':
      return measure(doc.doc, flat, width);
    case 'line':
      return !flat ? REACHED_BREAK : doc.soft ? width : width - 1;
  }
}

/**
 * Would `doc`, laid flat, and the rest of the current line fit in `width`? The rest is
 * read from the stack in its own modes up to its first break, so a group is not laid
 * flat when the closing bracket or comma right after it would overflow.
 */
function fits(doc: Doc, stack: Command[], width: number): boolean {
  let remaining = measure(doc, true, width);
  for (let i = stack.length - 1; i >= 0 && remaining >= 0 && remaining !== REACHED_BREAK; i -= 1) {
    const command = stack[i] as Command;
    remaining = measure(command.doc, command.mode === 'flat', remaining);
  }
  return remaining >= 0;
}

function flatText(doc: Doc): string {
  if (typeof doc === 'string') return doc;
  switch (doc.kind) {
    case 'concat': {
      let text = '';
      for (const part of doc.parts) text += flatText(part);
      return text;
    }
    case 'group':
    case 'indent':
      return flatText(doc.doc);
    case 'line':
      return doc.soft ? '' : ' ';
  }
}

export function render(doc: Doc, width: number, indentBy: number): string {
  let out = '';
  let column = 0;
  const stack: Command[] = [{ indent: 0, mode: 'break', doc }];
  while (stack.length > 0) {
    const { indent: level, mode, doc: current } = stack.pop() as Command;
    if (typeof current === 'string') {
      out += current;
      column += current.length;
    } else if (current.kind === 'concat') {
      for (let i = current.parts.length - 1; i >= 0; i -= 1) {
        stack.push({ indent: level, mode, doc: current.parts[i] as Doc });
      }
    } else if (current.kind === 'indent') {
      stack.push({ indent: level + indentBy, mode, doc: current.doc });
    } else if (current.kind === 'group') {
      if (mode === 'flat' || fits(current.doc, stack, width - column)) {
        // A flat group has no breaks to decide: print it in one go, no command objects.
        const text = flatText(current.doc);
        out += text;
        column += text.length;
      } else {
        stack.push({ indent: level, mode: 'break', doc: current.doc });
      }
    } else if (mode === 'flat') {
      if (!current.soft) {
        out += ' ';
        column += 1;
      }
    } else {
      out += '\n' + ' '.repeat(level);
      column = level;
    }
  }
  return out;
}
