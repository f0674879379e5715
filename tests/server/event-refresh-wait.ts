import type { EventCorrectionRun, RefreshStarted } from '../../src/api/event-correction';

type Call = <T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<{ status: number; body: T }>;

/** Where the Events admin's calls are, as the caller's `call` names paths. */
export type RefreshCaller = { as?: string; admin?: string; timeoutMs?: number };

/** Polls the correction as the Events admin page does, until its job ends it. */
export async function correctionWhenFinished(
  call: Call,
  correctionId: string,
  { as, admin = '/api/customer-event-admin/', timeoutMs = 120_000 }: RefreshCaller = {},
): Promise<EventCorrectionRun> {
  const started = Date.now();
  for (;;) {
    const polled = await call<EventCorrectionRun>(
      'GET',
      `${admin}event-correction/${correctionId}/`,
      undefined,
      as,
    );
    if (polled.status !== 200) throw new Error(`polling answered ${polled.status}`);
    if (polled.body.state !== 'running') return polled.body;
    if (Date.now() - started > timeoutMs) throw new Error(`still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * POST refresh/ with the preview's token (as `caller.as`, else the default user): answers the
 * confirmation (202 and the correction, running) and the correction as the refresh job ended it.
 */
export async function refreshAndWait(
  call: Call,
  fundFamilyId: string,
  token: string,
  caller: RefreshCaller = {},
) {
  const { as, admin = '/api/customer-event-admin/' } = caller;
  const started = await call<RefreshStarted>(
    'POST',
    `${admin}refresh/`,
    { fund_family_id: fundFamilyId, token },
    as,
  );
  if (started.status !== 202) throw new Error(`refresh/ answered ${started.status}`);
  return {
    started: started.body.correction,
    correction: await correctionWhenFinished(call, started.body.correction.id, caller),
  };
}
