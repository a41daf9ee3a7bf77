/** Spec §2 Header: the main navigation, the same on desktop and in the mobile menu. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/boat-parts', label: 'Browse Parts' },
  { to: '/sell-boat-parts/register', label: 'Sell Your Parts' },
  { to: '/advertise', label: 'Advertise' },
] as const;
