export * from './account.constants';
export * from './account.schema';
export * from './account.types';
export * from './email-verification';
