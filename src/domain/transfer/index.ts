export * from './transfer-balances';
export * from './transfer-processing-date';
