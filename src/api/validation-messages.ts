import * as v from 'valibot';

/**
 * The spec's generic messages (§5) for issues a schema did not word itself; installed once
 * on the server and in the browser so both say the same thing.
 */
export function validationMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.input === undefined || issue.input === null || issue.input === '') return 'Required';
  switch (issue.type) {
    case 'min_length':
      return `Length at least ${issue.requirement as number}`;
    case 'max_length':
      return `Length at most ${issue.requirement as number}`;
    case 'min_value':
      return `Greater than or equal to ${String(issue.requirement)}`;
    case 'max_value':
      return `Less than or equal to ${String(issue.requirement)}`;
    case 'email':
      return 'Must be valid email';
    case 'regex':
      return 'Invalid';
    default:
      return issue.kind === 'schema' ? `Must be valid ${issue.expected ?? 'value'}` : 'Invalid';
  }
}

v.setGlobalMessage(validationMessage);
