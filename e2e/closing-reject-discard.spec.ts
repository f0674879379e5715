import { expect, test, type Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { closingDiscardPath, closingRejectPath } from './closing-reject-discard.paths';
import { walkMachinePath } from './walk-machine-path';

type Named = { id: string; name: string };
type Shown = { label: string; buttons: string[] };

/**
 * What the closing page shows in each state these paths reach, written by hand: the state
 * the stepper marks and the lifecycle buttons an admin gets (the draft here has a commitment).
 */
const shownIn: Record<'draft' | 'sent_for_approval' | 'discarded', Shown> = {
  draft: { label: 'Draft', buttons: ['Send for approval', 'Discard'] },
  sent_for_approval: {
    label: 'Sent for approval',
    buttons: ['Return to draft', 'Approve', 'Discard'],
  },
  discarded: { label: 'Discarded: nothing was posted', buttons: [] },
};

const shows = (page: Page) => async (state: keyof typeof shownIn) => {
  await expect(page.getByTestId('closing-state')).toHaveText(shownIn[state].label);
  await expect(page.getByRole('group', { name: 'Closing actions' }).getByRole('button')).toHaveText(
    shownIn[state].buttons,
  );
};

const admin = (baseURL: string) => apiSignIn(baseURL, 'admin@demo.test', 'demo-admin-2026');

/** A new draft closing of the demo fund, opened on its page. */
async function openNewDraft(page: Page, baseURL: string, name: string) {
  const token = await admin(baseURL);
  const api = await apiCaller(baseURL, token);
  const funds = await api.call<Named[]>('get', '/api/fund-family/');
  const fundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const closing = await api.call<{ id: string }>('post', '/api/closing/', {
    fund_family_id: fundId,
    name,
    closing_date: '2026-06-30',
  });
  await api.dispose();
  await openSignedIn(page, `/fund-family/${fundId}/closing/${closing.id}/view/commitments`, token);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  return { fundId, closingId: closing.id };
}

test('an approver returns a closing sent for approval to draft', async ({ page, baseURL }) => {
  const name = `Returned to draft ${Date.now()}`;
  const { fundId, closingId } = await openNewDraft(page, baseURL!, name);
  await walkMachinePath(
    closingRejectPath,
    {
      // The commitment is added through the API: adding one by the form has its own specs.
      'closing.commitments_change': async () => {
        const api = await apiCaller(baseURL!, await admin(baseURL!));
        const entities = await api.call<Named[]>(
          `get`,
          `/api/fund-family/${fundId}/fund-entities/`,
        );
        const mainFund = entities.find((e) => e.name === 'Harborview Capital Partners IV, L.P.')!;
        const investors = await api.call<{ entities: { id: string }[] }[]>('get', '/api/investor/');
        await api.call('put', `/api/closing/${closingId}/add-security/`, {
          investor_entity_id: investors[0]!.entities[0]!.id,
          owning_entity_id: mainFund.id,
          amount_cents: 250_000_00,
        });
        await api.dispose();
        await page.reload();
        await expect(page.getByText('1 commitment', { exact: true })).toBeVisible();
      },
      'closing.submit': () => page.getByRole('button', { name: 'Send for approval' }).click(),
      // Returning to draft asks no confirmation.
      'closing.reject': () => page.getByRole('button', { name: 'Return to draft' }).click(),
    },
    shows(page),
  );
  // Back in draft it keeps its commitment and can be sent again.
  await expect(page.getByText('1 commitment', { exact: true })).toBeVisible();
});

test('a draft closing is discarded after its confirmation', async ({ page, baseURL }) => {
  const name = `Discarded draft ${Date.now()}`;
  await openNewDraft(page, baseURL!, name);
  // A new draft has no commitment: it can only be discarded.
  await expect(page.getByTestId('closing-state')).toHaveText('Draft');
  await expect(page.getByRole('group', { name: 'Closing actions' }).getByRole('button')).toHaveText(
    ['Discard'],
  );
  await walkMachinePath(
    closingDiscardPath,
    {
      'closing.discard': async () => {
        await page.getByRole('button', { name: 'Discard' }).click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog.getByRole('heading')).toHaveText(`Discard ${name}?`);
        await dialog.getByRole('button', { name: 'Discard' }).click();
        await expect(dialog).toHaveCount(0);
      },
    },
    shows(page),
  );
  // A discarded closing is gone from the demo fund's list of open closings for good.
  await page.reload();
  await expect(page.getByTestId('closing-state')).toHaveText('Discarded: nothing was posted');
});
