import { calculationExamples } from '../../src/api/calculation-examples';
import { startTestApp, type TestApp } from './test-app';
import type { TestDatabase } from './test-databases';

export type ApiAnswer<T> = { status: number; body: T };
export type ErrorBody = { code: string; message: string; data?: Record<string, string[]> };

/**
 * A fresh draft fund family for the configuration APIs (fees, waterfall, classes): the app,
 * tokens of a config user, a read-only user, a writer and another customer's user, a fee basis
 * calculation and a general partner entity.
 */
export async function startConfigurationKit(
  database: TestDatabase,
  fundName: string,
  options: { now?: () => Date } = {},
) {
  const t: TestApp = await startTestApp(database, options);
  const config = (await t.signIn('config@demo.test', 'demo-config-2026')).access;
  const reader = (await t.signIn('reader@demo.test', 'demo-reader-2026')).access;
  const beacon = (await t.signIn('beacon@demo.test', 'demo-beacon-2026')).access;
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    token = config,
  ): Promise<ApiAnswer<T>> => {
    const response = await t.request(`/api${path}`, {
      method,
      token,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const fundFamilyId = (await call<{ id: string }>('POST', '/fund-family/', { name: fundName }))
    .body.id;
  const basis = calculationExamples.find((e) => e.input.display_name === 'management_fee_basis')!;
  const calculation = await call<{ id: string }>(
    'POST',
    `/fund-family/${fundFamilyId}/transactions/calculations/`,
    basis.input,
  );
  if (calculation.status !== 201) throw new Error(`calculation: ${calculation.status}`);
  const gp = await call<{ id: string }>('POST', `/fund-family/${fundFamilyId}/fund-entities/`, {
    name: `${fundName} GP, LLC`,
    short_name: null,
    functional_type: 'general_partner',
    legal_type: 'llc',
  });
  if (gp.status !== 201) throw new Error(`GP entity: ${gp.status} ${JSON.stringify(gp.body)}`);
  return {
    t,
    call,
    tokens: { config, reader, beacon },
    fundFamilyId,
    basisCalculationId: calculation.body.id,
    gpEntityId: gp.body.id,
  };
}
export type ConfigurationKit = Awaited<ReturnType<typeof startConfigurationKit>>;

export { europeanTiers } from '../../src/api/waterfall-examples';
