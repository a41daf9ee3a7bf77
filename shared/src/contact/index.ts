export * from './contact.constants';
export * from './contact.schema';
export * from './contact.types';
