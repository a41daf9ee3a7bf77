/** Who lists what, and from where. Usernames refer to SEED_USERS. */
export interface SellerProfile {
  username: string;
  /** Relative share of listings. */
  weight: number;
  locations: readonly string[];
  /** Businesses link each listing to a product page on their own site. */
  website: string | null;
  /** Individuals give their phone number on some listings only. */
  phoneShare: number;
  /** Clears out broken gear more often than the others (a salvage yard, a boat owner's garage). */
  sellsSpares: boolean;
}

export const SELLERS: readonly SellerProfile[] = [
  {
    username: 'marina_supplies',
    weight: 30,
    locations: ['Annapolis, MD', 'Newport, RI', 'Marina del Rey, CA', 'San Diego, CA'],
    website: 'https://marinasupplies.example',
    phoneShare: 1,
    sellsSpares: false,
  },
  {
    username: 'solent_chandlery',
    weight: 24,
    locations: ['Port Hamble Marina, UK', 'Ocean Village Marina, Southampton, UK', 'Lymington Yacht Haven, UK', 'Cowes, Isle of Wight, UK'],
    website: 'https://solentchandlery.example',
    phoneShare: 1,
    sellsSpares: false,
  },
  {
    username: 'keys_outboard',
    weight: 20,
    locations: ['Key West, FL', 'Marathon, FL', 'Fort Lauderdale, FL', 'Miami Beach Marina, FL'],
    website: 'https://keysoutboard.example',
    phoneShare: 1,
    sellsSpares: true,
  },
  {
    username: 'sailor_sam',
    weight: 14,
    locations: ['La Rochelle, France', 'Palma de Mallorca, Spain', 'Lagos Marina, Portugal', 'Port Hamble Marina, UK'],
    website: null,
    phoneShare: 0,
    sellsSpares: true,
  },
  {
    username: 'weekend_wanda',
    weight: 12,
    locations: ['Auckland Viaduct, NZ', 'Westhaven Marina, Auckland, NZ', 'Sydney, NSW', 'Pittwater, NSW'],
    website: null,
    phoneShare: 0.6,
    sellsSpares: true,
  },
];
