export * from './decimal-cents';
export * from './ledger-date';
export * from './general-ledger-csv';
export * from './general-ledger-resolution';
