export * from './fitment.constants';
export * from './fitment.types';
export * from './fitment.schema';
export * from './fitment-match';
export * from './engine-makes';
export * from './hin';
export * from './part-number';
export * from './serial';
