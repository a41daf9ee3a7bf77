export * from './api-error';
export * from './page-titles';
export * from './site';
export * from './initial-data';
export * from './id.schema';
