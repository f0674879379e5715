import { TOTP } from 'otpauth';
import type { TokenResponse } from '../src/api/auth';
import { demoTotpSecret } from '../src/server/db/demo-data';

/** Signs a demo user in through the API, answering the authenticator step with the demo secret. */
export async function apiSignIn(
  base: string,
  email: string,
  password: string,
): Promise<TokenResponse> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as { status?: string; flow_token?: string } & TokenResponse;
  };
  const first = await post('/api/token/', { email, password });
  if (!first.status || first.status === 'signed_in') return first;
  const answer = () =>
    post('/api/auth/mfa/totp/', {
      flow_token: first.flow_token,
      code: new TOTP({ secret: demoTotpSecret }).generate(),
    });
  try {
    return await answer();
  } catch {
    // A code is accepted once: a second sign-in in the same 30 s window waits for the next.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    return answer();
  }
}
