import { PART_CATEGORIES, type PartCategory } from '@dockside/shared/listings';

const catalog = (params: Record<string, string>) => `/boat-parts?${new URLSearchParams(params).toString().replace(/\+/g, '%20')}`;

/** Categories the footer links to; typed against PART_CATEGORIES so a renamed category fails the build. */
const FOOTER_CATEGORIES: readonly PartCategory[] = ['Engines & Motors', 'Electronics & Navigation', 'Deck Equipment', 'Safety Equipment'];

export interface FooterLink {
  to: string;
  label: string;
}

export interface FooterLinkGroup {
  heading: string;
  links: FooterLink[];
}

/** Spec §2 Footer. */
export const FOOTER_LINK_GROUPS: FooterLinkGroup[] = [
  {
    heading: 'Shop Parts',
    links: [
      { to: catalog({ condition: 'New' }), label: 'New Parts' },
      { to: catalog({ condition: 'Good' }), label: 'Used Parts' },
      { to: catalog({ featured: 'true' }), label: 'Featured Parts' },
    ],
  },
  {
    heading: 'Categories',
    links: PART_CATEGORIES.filter((category) => FOOTER_CATEGORIES.includes(category)).map((category) => ({
      to: catalog({ category }),
      label: category,
    })),
  },
  {
    heading: 'Sell & Advertise',
    links: [
      { to: '/boat-parts/create', label: 'List a Part' },
      { to: '/advertise', label: 'Advertise' },
      { to: '/about-yachtrow', label: 'Expert Advice' },
    ],
  },
  {
    heading: 'Help & Info',
    links: [
      { to: '/support', label: 'Support' },
      { to: '/blog', label: 'Blog' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
];
