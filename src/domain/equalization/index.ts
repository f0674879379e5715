export * from './equalization-enums';
export * from './capital-equalization';
export * from './equalization-interest';
export * from './non-capital-equalization';
export * from './deemed-equalization';
export * from './recallable-distributions';
