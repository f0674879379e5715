import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fund_family_events } from '../db/schema';

/** The next free sequence among a fund family's events on a date (events order by both). */
export async function nextEventSequence(
  tx: Database,
  fundFamilyId: string,
  date: string,
): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${fund_family_events.sequence}), 0)::int + 1` })
    .from(fund_family_events)
    .where(
      and(
        eq(fund_family_events.fund_family_id, fundFamilyId),
        eq(fund_family_events.effective_date, date),
      ),
    );
  return row?.next ?? 1;
}
