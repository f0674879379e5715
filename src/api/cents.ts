import * as v from 'valibot';

/** A figure in integer cents as an answer carries it (docs/figures.md: one sign convention). */
export const centsSchema = v.number();
