export * from './news.types';
