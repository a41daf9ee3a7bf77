export * from './community.constants';
export * from './community.rules';
export * from './community.schema';
export * from './community.types';
