// Every table, by area. Drizzle's migrations are generated from this whole set.
export * from './foundation';
export * from './fund-structure';
export * from './ledger';
export * from './closing';
export * from './table-views';
export * from './auth';
export * from './calculations';
export * from './fund-dates';
export * from './fees';
export * from './waterfall';
export * from './allocation-rules';
export * from './global-entities';
export * from './investor-transfers';
export * from './investor-class-changes';
export * from './assistant';
export * from './general-ledger';
export * from './capital-call';
