export * from './chat.constants';
export * from './chat.schema';
export * from './chat.types';
export * from './chat.mentions';
