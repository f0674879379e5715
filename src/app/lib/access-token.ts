/** Seconds until a JWT's `exp`, read without verifying (the server verifies). */
export function secondsUntilExpiry(token: string, nowMs: number): number {
  try {
    const payload = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as {
      exp?: number;
    };
    return payload.exp ? payload.exp - nowMs / 1000 : 0;
  } catch {
    return 0;
  }
}
