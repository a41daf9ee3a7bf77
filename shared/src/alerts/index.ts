export * from './alerts.constants';
export * from './alerts.schema';
export * from './alerts.types';
