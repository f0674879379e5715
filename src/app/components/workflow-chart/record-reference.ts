import type { RecordHistory } from '../../../api/record-history';

/** A record whose workflow chart can show the path it took: a closing or a capital event. */
export type RecordReference =
  | { machine: 'closing'; closingId: string }
  | { machine: 'capitalEvent'; fundFamilyId: string; eventId: string };

/** The workflows page's address that draws the record's machine with its history. */
export function recordWorkflowHref(record: RecordReference): string {
  const query =
    record.machine === 'closing'
      ? new URLSearchParams({ machine: 'closing', closing: record.closingId })
      : new URLSearchParams({
          machine: 'capitalEvent',
          fundFamily: record.fundFamilyId,
          event: record.eventId,
        });
  return `/internal/workflows?${query.toString()}`;
}

/** The record named by the workflows page's query string, or null (the page then draws all). */
export function recordReferenceOf(search: string): RecordReference | null {
  const query = new URLSearchParams(search);
  const closingId = query.get('closing');
  if (query.get('machine') === 'closing' && closingId) return { machine: 'closing', closingId };
  const fundFamilyId = query.get('fundFamily');
  const eventId = query.get('event');
  if (query.get('machine') === 'capitalEvent' && fundFamilyId && eventId)
    return { machine: 'capitalEvent', fundFamilyId, eventId };
  return null;
}

/** The API path of the record's history (the api client's prefix-less form). */
export function recordHistoryPath(record: RecordReference): string {
  return record.machine === 'closing'
    ? `closing/${record.closingId}/history/`
    : `fund-family/${record.fundFamilyId}/fund-family-event/${record.eventId}/history/`;
}

export type { RecordHistory };
