export * from './news.constants';
export * from './news.types';
