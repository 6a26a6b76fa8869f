export * from './constants';
export * from './errors';
export * from './auth';
export * from './locations';
