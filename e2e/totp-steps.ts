import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

// The server accepts each authenticator code once. Specs sign the same demo users in through
// the pages and through the API, and Playwright restarts its worker after a failure, so the
// 30 s step each user last spent is kept in a file per server port, not in module memory.
const stepFile = (baseURL: string) => `.data/e2e-totp-steps-${new URL(baseURL).port}.json`;
const currentStep = () => Math.floor(Date.now() / 30_000);

const readSteps = (baseURL: string): Record<string, number> =>
  existsSync(stepFile(baseURL)) ? JSON.parse(readFileSync(stepFile(baseURL), 'utf8')) : {};

/** Waits until `email` may use a code no earlier sign-in of this run used, and claims it. */
export async function claimFreshTotpStep(baseURL: string, email: string): Promise<void> {
  while ((readSteps(baseURL)[email] ?? -1) >= currentStep()) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  mkdirSync('.data', { recursive: true });
  writeFileSync(
    stepFile(baseURL),
    JSON.stringify({ ...readSteps(baseURL), [email]: currentStep() }),
  );
}
