/** Public contact details shown in the footer. */
export const SITE_CONTACT = {
  email: 'support@dockside.example',
  addressLines: ['Dockside Marine Marketplace', '100 Harbour Way', 'Portsmouth, RI 02871'],
} as const;

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'X', href: 'https://x.com/' },
] as const;
