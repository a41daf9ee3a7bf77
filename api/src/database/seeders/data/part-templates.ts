import type { PartCategory } from '@dockside/shared/listings';
import type { PartTemplate } from './part-template';
import { ACCESSORIES } from './parts/accessories';
import { DECK_EQUIPMENT } from './parts/deck-equipment';
import { ELECTRICAL } from './parts/electrical';
import { ELECTRONICS_AND_NAVIGATION } from './parts/electronics-and-navigation';
import { ENGINES_AND_MOTORS } from './parts/engines-and-motors';
import { HARDWARE } from './parts/hardware';
import { INTERIOR } from './parts/interior';
import { MAINTENANCE_AND_CARE } from './parts/maintenance-and-care';
import { OTHER } from './parts/other';
import { PLUMBING_AND_PUMPS } from './parts/plumbing-and-pumps';
import { SAFETY_EQUIPMENT } from './parts/safety-equipment';
import { SAILS_AND_RIGGING } from './parts/sails-and-rigging';
import { STEERING_SYSTEMS } from './parts/steering-systems';

/** Typed as a full record so a category added to the shared list fails to compile until it has templates. */
export const PART_TEMPLATES: Record<PartCategory, readonly PartTemplate[]> = {
  'Engines & Motors': ENGINES_AND_MOTORS,
  'Electronics & Navigation': ELECTRONICS_AND_NAVIGATION,
  'Deck Equipment': DECK_EQUIPMENT,
  'Plumbing & Pumps': PLUMBING_AND_PUMPS,
  Electrical: ELECTRICAL,
  Hardware: HARDWARE,
  Interior: INTERIOR,
  'Safety Equipment': SAFETY_EQUIPMENT,
  'Sails & Rigging': SAILS_AND_RIGGING,
  'Steering Systems': STEERING_SYSTEMS,
  Accessories: ACCESSORIES,
  'Maintenance & Care': MAINTENANCE_AND_CARE,
  Other: OTHER,
};
