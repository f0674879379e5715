import type { TestApp } from './test-app';

/**
 * Takes a draft closing of Demo Capital to finalized as a team does under maker-checker (the
 * customer's default): writer@demo.test sends it for approval, approver@demo.test approves and
 * finalizes it. Throws naming the step that failed.
 */
export async function finalizeClosing(t: TestApp, closingId: string): Promise<void> {
  const writer = (await t.signIn('writer@demo.test', 'demo-writer-2026')).access;
  const approver = (await t.signIn('approver@demo.test', 'demo-approver-2026')).access;
  for (const [action, token] of [
    ['send-for-approval', writer],
    ['complete', approver],
    ['finalize', approver],
  ] as const) {
    const response = await t.request(`/api/closing/${closingId}/${action}/`, {
      method: 'PATCH',
      token,
    });
    if (response.status !== 200)
      throw new Error(`${action}: ${response.status} ${await response.text()}`);
  }
}
