import { hash, verify } from '@node-rs/argon2';

// Algorithm 2 is argon2id; the numbers are OWASP's 2024 minimums for it.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

// Verifying against a real hash when the email is unknown keeps both answers equally slow,
// so response time does not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
