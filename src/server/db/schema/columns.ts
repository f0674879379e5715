import { customType, uuid } from 'drizzle-orm/pg-core';
import { customers } from './foundation';

/** The columns most tables start with: a random UUID key, and the customer the row is of. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const customerId = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id);

/** Raw bytes: documents are kept in the database, not a bucket (PGlite and PostgreSQL alike). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
