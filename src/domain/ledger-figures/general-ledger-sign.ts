import { classificationDirection } from './ledger-row-kind';

/**
 * The ledger amount of a general-ledger entry. Ledgers sign a partner's capital account as
 * credit − debit: a contribution credits it (+), a distribution debits it (−). The product stores
 * a row positive in the direction of its code (docs/figures.md), so an entry posted to a code
 * whose money goes out to the partner is turned round on the way in: a Yardi Return debited $250
 * posts as a $250 distribution. Every other classification keeps the ledger's sign (equalization
 * from an import: positive is paid by the partner).
 */
export function ledgerAmountFromCapitalCredit(classification: string, creditCents: number): number {
  return classificationDirection(classification) === 'to_partner' ? -creditCents : creditCents;
}
