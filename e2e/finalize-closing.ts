import { apiCaller, apiSignIn } from './api-sign-in';

/**
 * Approves and finalizes a closing sent for approval, through the API, as approver@demo.test:
 * under maker-checker (Demo Capital's default) the user who sent it may not approve it.
 */
export async function approveAndFinalizeClosing(baseURL: string, closingId: string) {
  const approver = await apiCaller(
    baseURL,
    await apiSignIn(baseURL, 'approver@demo.test', 'demo-approver-2026'),
  );
  for (const action of ['complete', 'finalize'])
    await approver.call('patch', `/api/closing/${closingId}/${action}/`);
  await approver.dispose();
}

/**
 * Takes a draft closing of Demo Capital to finalized through the API as a team does:
 * writer@demo.test sends it for approval, approver@demo.test approves and finalizes it.
 */
export async function finalizeClosing(baseURL: string, closingId: string) {
  const writer = await apiCaller(
    baseURL,
    await apiSignIn(baseURL, 'writer@demo.test', 'demo-writer-2026'),
  );
  await writer.call('patch', `/api/closing/${closingId}/send-for-approval/`);
  await writer.dispose();
  await approveAndFinalizeClosing(baseURL, closingId);
}
