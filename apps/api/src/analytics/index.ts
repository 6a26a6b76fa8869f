// The KPI engine's pure core (kpis.md): every figure the product shows is computed here.
export * from './rounding';
export * from './amounts';
export * from './totals';
export * from './summary';
export * from './variance';
export * from './blocks';
export * from './dates';
export * from './periods';
export * from './forecast';
export * from './retention';
export * from './duplicates';
export * from './employees';
export * from './summaryReport';
export * from './explain';
export * from './categories';
export * from './alerts';
