import { test } from '@playwright/test';
import { apiCaller, apiSignIn } from './api-sign-in';

type Named = { id: string; name: string };

export type DraftClosing = {
  fundId: string;
  closingId: string;
  investorEntities: { id: string; full_name: string }[];
  /** 'Harborview Capital Partners IV, L.P.': a fund entity whose name holds a comma. */
  mainFund: Named;
};

const admin = () =>
  apiSignIn(test.info().project.use.baseURL!, 'admin@demo.test', 'demo-admin-2026');

/**
 * A draft closing of a spec's own in the demo fund, made before its tests; afterAll removes
 * its commitments and discards it, so the demo's closings stay as they were.
 */
export function draftClosingForSpec(name: string): DraftClosing {
  const closing: DraftClosing = {
    fundId: '',
    closingId: '',
    investorEntities: [],
    mainFund: { id: '', name: '' },
  };
  test.beforeAll(async () => {
    const api = await apiCaller(test.info().project.use.baseURL!, await admin());
    const funds = await api.call<Named[]>('get', '/api/fund-family/');
    closing.fundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
    const entities = await api.call<Named[]>(
      'get',
      `/api/fund-family/${closing.fundId}/fund-entities/`,
    );
    closing.mainFund = entities.find((e) => e.name === 'Harborview Capital Partners IV, L.P.')!;
    const investors = await api.call<{ entities: { id: string; full_name: string }[] }[]>(
      'get',
      '/api/investor/',
    );
    closing.investorEntities = investors.flatMap((i) => i.entities);
    closing.closingId = (
      await api.call<{ id: string }>('post', '/api/closing/', {
        fund_family_id: closing.fundId,
        name: `${name} ${Date.now()}`,
        closing_date: '2026-06-30',
      })
    ).id;
    await api.dispose();
  });
  test.afterAll(async () => {
    const api = await apiCaller(test.info().project.use.baseURL!, await admin());
    const body = await api.call<{ commitments: { commitment_id: string }[] }>(
      'get',
      `/api/closing/${closing.closingId}/`,
    );
    for (const c of body.commitments)
      await api.call('put', `/api/closing/${closing.closingId}/remove-security/`, {
        commitment_id: c.commitment_id,
      });
    await api.call('delete', `/api/closing/${closing.closingId}/`);
    await api.dispose();
  });
  return closing;
}
