import { type DemoImage, contentHash, renderAvatarSvg } from './demo-image-svg';

/** Plain data (no entity imports) so it can be read by unit tests and by main.ts without decorators. */

export const DEMO_PASSWORD = 'Harbour#2024';

export type SeedUserRole = 'member' | 'expert' | 'moderator' | 'admin';

export interface SeedUser {
  username: string;
  description: string;
  fullName: string;
  email: string;
  company: string;
  sellerType: 'individual' | 'business' | null;
  businessName: string | null;
  role: SeedUserRole;
  phone: string | null;
}

/** The sign-in accounts documented in the README and printed at start-up. */
export const DEMO_USERS = [
  {
    username: 'marina_supplies',
    description: 'business seller',
    fullName: 'Grace Whitfield',
    email: 'grace@marinasupplies.example',
    company: 'Marina Supplies Co.',
    sellerType: 'business',
    businessName: 'Marina Supplies Co.',
    role: 'member',
    phone: '+1 555 010 2040',
  },
  {
    username: 'sailor_sam',
    description: 'individual seller',
    fullName: 'Sam Okafor',
    email: 'sam.okafor@example.com',
    company: 'Individual Seller',
    sellerType: 'individual',
    businessName: null,
    role: 'member',
    phone: null,
  },
  {
    username: 'captain_expert',
    description: 'marine expert',
    fullName: 'Helen Brandt',
    email: 'helen.brandt@example.com',
    company: 'Brandt Marine Surveys',
    sellerType: null,
    businessName: null,
    role: 'expert',
    phone: null,
  },
] as const satisfies readonly SeedUser[];

/** Further members so the directory, the catalogue and the Q&A look lived in. Same password. */
export const COMMUNITY_MEMBERS: readonly SeedUser[] = [
  {
    username: 'solent_chandlery',
    description: 'business seller (UK)',
    fullName: 'Tom Pennington',
    email: 'tom@solentchandlery.example',
    company: 'Solent Chandlery Ltd',
    sellerType: 'business',
    businessName: 'Solent Chandlery Ltd',
    role: 'member',
    phone: '+44 1632 960417',
  },
  {
    username: 'keys_outboard',
    description: 'business seller (Florida)',
    fullName: 'Maria Delgado',
    email: 'maria@keysoutboard.example',
    company: 'Keys Outboard & Salvage',
    sellerType: 'business',
    businessName: 'Keys Outboard & Salvage',
    role: 'member',
    phone: '+1 555 013 7781',
  },
  {
    username: 'weekend_wanda',
    description: 'individual seller (NZ)',
    fullName: 'Wanda Kowalski',
    email: 'wanda.kowalski@example.com',
    company: 'Individual Seller',
    sellerType: 'individual',
    businessName: null,
    role: 'member',
    phone: '+64 21 555 0192',
  },
  {
    username: 'diesel_dave',
    description: 'marine engineer (expert)',
    fullName: 'David Reyes',
    email: 'dave.reyes@example.com',
    company: 'Reyes Marine Engineering',
    sellerType: null,
    businessName: null,
    role: 'expert',
    phone: null,
  },
  {
    username: 'harbour_mod',
    description: 'community moderator',
    fullName: 'Lena Johansson',
    email: 'lena.johansson@dockside.example',
    company: 'Dockside',
    sellerType: null,
    businessName: null,
    role: 'moderator',
    phone: null,
  },
  {
    username: 'first_mate_finn',
    description: 'member (asks questions)',
    fullName: 'Finn Gallagher',
    email: 'finn.gallagher@example.com',
    company: 'Individual',
    sellerType: null,
    businessName: null,
    role: 'member',
    phone: null,
  },
];

export const SEED_USERS: readonly SeedUser[] = [...DEMO_USERS, ...COMMUNITY_MEMBERS];

export function seedUser(username: string): SeedUser {
  const user = SEED_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`Unknown seed user ${username}`);
  return user;
}

const AVATAR_COLOURS = ['#1d4e89', '#2a7f62', '#b23a48', '#6a4c93', '#c98f0a', '#1597a5', '#9a5b3c', '#c2417b', '#4a6fa5'];

/** An initials avatar per member, so the directory is not a wall of placeholders. */
export function avatarImage(user: SeedUser): DemoImage {
  const index = SEED_USERS.findIndex((u) => u.username === user.username);
  const svg = renderAvatarSvg(user.fullName, AVATAR_COLOURS[Math.max(0, index) % AVATAR_COLOURS.length]);
  return { file: `avatar-${user.username.replace(/_/g, '-')}-${contentHash(svg)}.webp`, svg };
}
