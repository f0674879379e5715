export * from './ledger-row-kind';
export * from './commitment-ledger-figures';
export * from './general-ledger-sign';
export * from './figure-ledger-rows';
