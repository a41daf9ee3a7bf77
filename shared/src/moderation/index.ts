export * from './moderation.constants';
export * from './moderation.schema';
export * from './moderation.types';
