import type * as v from 'valibot';

/** The part of a valibot issue a whole-object check adds: its message and where it points. */
type IssueInfo = { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] };
/** A problem a whole-object check found, at the field reached through `keys`. */
export type Problem = { keys: readonly (string | number)[]; message: string };

/** A valibot issue path from `root` through `keys`, so a whole-object check can point at a field. */
function issuePath(root: unknown, keys: readonly (string | number)[]): IssueInfo['path'] {
  let input = root as Record<string | number, unknown>;
  const path = keys.map((key) => {
    const value = input[key];
    const item = {
      type: typeof key === 'number' ? 'array' : 'object',
      origin: 'value',
      input,
      key,
      value,
    };
    input = value as Record<string | number, unknown>;
    return item as unknown as v.IssuePathItem;
  });
  return path as IssueInfo['path'];
}

/** Adds each problem as an issue at its field. */
export function reportProblems(
  addIssue: (info: IssueInfo) => void,
  root: unknown,
  problems: Problem[],
): void {
  for (const { keys, message } of problems) addIssue({ message, path: issuePath(root, keys) });
}
