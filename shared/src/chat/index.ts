export * from './chat.constants';
export * from './chat.schema';
export * from './chat.types';
