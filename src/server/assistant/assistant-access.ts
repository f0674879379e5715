import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import { productKey } from '../../api/feature-flags';
import { flagsFor } from '../settings/feature-flags-routes';

export const assistantFlag = `${productKey}_assistant`;
export const websocketFlag = `${productKey}_ai_websockets`;

/** Whether each named flag is on for the customer (its override, else the flag's default). */
export async function flagsOn(db: Database, customerId: string, names: readonly string[]) {
  const flags = await flagsFor(db, customerId);
  return names.every((name) => flags.find((f) => f.name === name)?.enabled === true);
}

/** Spec §6: the assistant needs the {product}_assistant flag for the customer. */
export async function requireAssistantFlag(db: Database, customerId: string) {
  if (await flagsOn(db, customerId, [assistantFlag])) return;
  throw new ApiError({
    status: 403,
    code: 'forbidden',
    message: 'The assistant is not turned on for this customer.',
    devMessage: `Feature flag ${assistantFlag} is off for customer ${customerId}`,
  });
}
