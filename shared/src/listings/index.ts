export * from './listing.constants';
export * from './listing.schema';
export * from './listing.types';
export * from './seller.types';
export * from './structured-data';
export * from './image-variants';
