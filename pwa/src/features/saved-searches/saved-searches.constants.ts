import { SAVED_SEARCH_MESSAGES } from '@dockside/shared/alerts';

/**
 * Saved searches (docs/decisions.md "Saved searches and alerts"): the Save Search button and dialog on the catalogue and the
 * Saved Searches list of Account › Saved Parts. The validation and server texts are in @dockside/shared/alerts.
 */
export const SAVED_SEARCH_TEXTS = {
  // Catalogue.
  saveSearch: 'Save Search',
  saveSearchHint: 'Search for something or choose a filter to save the search.',
  dialogTitle: 'Save this search',
  dialogDescription: 'Find it again in your account under Saved Parts.',
  name: 'Name',
  alerts: 'Alerts',
  saving: 'Saving...',
  cancel: 'Cancel',
  savedTitle: 'Search saved',
  savedDescription: 'Find it in your account under Saved Parts.',
  defaultName: 'My search',

  // Account › Saved Parts.
  heading: 'Saved Searches',
  loading: 'Loading your saved searches…',
  empty: 'No saved searches yet',
  emptyText: 'Search the catalogue and choose Save Search to find the same parts again in one click.',
  browse: 'Search Boat Parts',
  failed: 'Your saved searches could not be loaded.',
  offline: 'Your saved searches will show here when you are back online.',
  retry: 'Retry',
  showResults: 'Show results',
  showResultsLabel: (name: string) => `Show results for ${name}`,
  frequencyLabel: (name: string) => `Alerts for ${name}`,
  paused: 'Paused',
  pause: 'Pause',
  resume: 'Resume',
  rename: 'Rename',
  delete: 'Delete',
  actionLabel: (action: string, name: string) => `${action} ${name}`,
  renameTitle: 'Rename saved search',
  saveName: 'Save Name',
  renamedTitle: 'Search renamed',
  deleteTitle: 'Delete saved search',
  deleteConfirm: (name: string) => `Delete the saved search "${name}"? This cannot be undone.`,
  deleting: 'Deleting...',
  deletedTitle: 'Saved search deleted',
  notFound: SAVED_SEARCH_MESSAGES.notFound,

  // Offline and the outbox (the wording of the other features' queued changes).
  pendingCreate: 'Pending — will be saved when you are back online',
  pendingChange: 'Change pending — will be sent when you are back online',
  rejected: 'Not sent: the server refused this change.',
  discard: 'Discard',
  queuedTitle: 'Saved on this device',
  queuedDescription: 'It will be sent as soon as you are back online.',
  errorTitle: 'Error',
  failedToSave: 'The search could not be saved. Please try again.',
  failedToChange: 'The change could not be saved. Please try again.',

  // The summary of a search's filters.
  anyPart: 'All parts',
  usedAnyCondition: 'Used (any condition)',
  brand: (brand: string) => `Brand: ${brand}`,
  location: (location: string) => `Near ${location}`,
  priceFrom: (min: string) => `From $${min}`,
  priceUpTo: (max: string) => `Up to $${max}`,
  priceRange: (min: string, max: string) => `$${min}–$${max}`,
} as const;

/** The catalogue parameters a saved search keeps (the API drops any other, e.g. sort). */
export const SAVED_SEARCH_PARAMETERS = [
  'q',
  'category',
  'condition',
  'minPrice',
  'maxPrice',
  'brand',
  'location',
  'fits',
  'engineMake',
  'engineModel',
  'hp',
  'serial',
  'year',
] as const;
