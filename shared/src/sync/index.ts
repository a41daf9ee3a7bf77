export * from './sync.constants';
export * from './sync.types';
