import { DAY_MS, HOUR_MS, Random } from './demo-random';

export interface DemoNewsItem {
  title: string;
  /** Feed-style markup; the client strips it for display. */
  description: string;
  link: string;
  pubDate: Date;
  source: string;
  category: string;
}

interface NewsSeed {
  title: string;
  description: string;
  category: string;
  source: keyof typeof SOURCES;
  daysAgo: number;
}

/** Fictional feeds (".example" domains), named like the magazines a boat owner reads. */
const SOURCES = {
  'Yachting World': 'https://yachtingworld.example/news',
  'Boat International': 'https://boatinternational.example/news',
  'Practical Boat Owner': 'https://pbo.example/news',
  'Marine Industry News': 'https://marineindustrynews.example/news',
  'Motor Boat & Yachting': 'https://mby.example/news',
} as const;

const NEWS: readonly NewsSeed[] = [
  {
    title: 'Autumn brokerage: demand for 40–50 ft cruisers holds firm',
    description:
      '<p>Brokers report <b>steady enquiries</b> for well-maintained mid-size cruisers, with sale times shortening for boats with recent surveys.</p>',
    category: 'Market Update',
    source: 'Marine Industry News',
    daysAgo: 0.2,
  },
  {
    title: 'Fort Lauderdale show wraps with record in-water displays',
    description:
      '<p>More than a thousand boats were on show across the venues. Exhibitors cited <b>strong interest in hybrid propulsion</b> and larger tenders.</p>',
    category: 'Boat Shows',
    source: 'Motor Boat & Yachting',
    daysAgo: 0.8,
  },
  {
    title: 'New 62 m explorer yacht floats out in the Netherlands',
    description:
      '<p>The steel-hulled explorer, built for long-range cruising, features an ice-class hull and a <b>helideck</b> that doubles as a tender garage roof.</p>',
    category: 'Superyachts',
    source: 'Boat International',
    daysAgo: 1.5,
  },
  {
    title: 'Solent marina adds 80 berths and a new fuel pontoon',
    description: '<p>The expansion opens in spring. Liveaboard berths remain limited; <b>visitor berths can now be booked online</b>.</p>',
    category: 'Marina News',
    source: 'Practical Boat Owner',
    daysAgo: 2.3,
  },
  {
    title: 'Foiling daysailer promises 25 knots with a family of four',
    description:
      '<p>A new 8 m foiling daysailer aims to bring <b>flight to family sailing</b>, with retractable foils for shallow moorings.</p>',
    category: 'Sailing',
    source: 'Yachting World',
    daysAgo: 3.1,
  },
  {
    title: 'Electric outboards: what real-world range should you expect?',
    description:
      '<p>We tested four electric outboards on the same RIB. <b>Range halved at planing speed</b>, but at displacement speeds they beat expectations.</p>',
    category: 'Technology',
    source: 'Practical Boat Owner',
    daysAgo: 4.0,
  },
  {
    title: 'Charter bookings for next summer open early in Croatia and Greece',
    description:
      '<p>Fleet operators report <b>earlier bookings than last year</b>, with catamarans the first to go for July and August.</p>',
    category: 'Charter News',
    source: 'Yachting World',
    daysAgo: 5.2,
  },
  {
    title: 'Express cruiser launch: 38 ft with outboard power and a full galley',
    description:
      '<p>Triple outboards, a <b>convertible aft seating area</b> and a galley below mark the latest express cruiser to move away from sterndrives.</p>',
    category: 'Express Cruisers',
    source: 'Motor Boat & Yachting',
    daysAgo: 6.4,
  },
  {
    title: 'Shipyard in Turkey expands with a 2,000-tonne travel lift',
    description:
      '<p>The new lift allows the yard to <b>haul superyachts up to 70 m</b> for refit, adding shed space for four projects at a time.</p>',
    category: 'Shipyard News',
    source: 'Boat International',
    daysAgo: 7.3,
  },
  {
    title: 'Refit of a 1980s classic motor yacht completes after two years',
    description:
      '<p>New engines, a rewire and a <b>restored teak interior</b>: the owners kept the lines and modernised everything underneath.</p>',
    category: 'Yacht Refit',
    source: 'Boat International',
    daysAgo: 8.6,
  },
  {
    title: 'Cruising catamaran sales outpace monohulls for the third year',
    description:
      '<p>Builders point to <b>space and stability</b> as the draw, while the brokerage market for 40–45 ft cats stays tight.</p>',
    category: 'Catamarans',
    source: 'Marine Industry News',
    daysAgo: 9.5,
  },
  {
    title: 'Sport boat round-up: five 20 ft bowriders tested',
    description:
      '<p>From budget to premium, we ran five bowriders back to back. <b>Handling in a chop</b> separated them more than top speed.</p>',
    category: 'Sport Boats',
    source: 'Motor Boat & Yachting',
    daysAgo: 10.8,
  },
  {
    title: 'Port authorities trial shore power for commercial workboats',
    description:
      '<p>The trial lets pilot boats and crew transfer vessels <b>plug in overnight</b>, cutting idling emissions in the harbour.</p>',
    category: 'Commercial Marine',
    source: 'Marine Industry News',
    daysAgo: 12.0,
  },
  {
    title: 'Boat builders warn of longer lead times for engines',
    description:
      '<p>Supply of some popular diesel and outboard models remains tight; <b>deliveries for spring</b> are being quoted with caution.</p>',
    category: 'Marine Industry',
    source: 'Marine Industry News',
    daysAgo: 13.4,
  },
  {
    title: 'Luxury day boat with a carbon hull makes its debut',
    description:
      '<p>The 14 m day boat pairs a carbon hull with a <b>teak-free deck</b> and a shaded lounge that converts into a sunpad.</p>',
    category: 'Luxury Yachts',
    source: 'Boat International',
    daysAgo: 14.9,
  },
  {
    title: 'New launch: 45 ft bluewater cruiser with a deck saloon',
    description:
      '<p>A centre cockpit, <b>walk-in engine room</b> and generous tankage aim the new 45 squarely at long-distance cruisers.</p>',
    category: 'New Launch',
    source: 'Yachting World',
    daysAgo: 16.2,
  },
  {
    title: 'Southampton show: the most talked-about gear on the pontoons',
    description: '<p>Smart battery monitors, <b>lithium retrofits</b> and a new generation of compact windlasses drew the crowds.</p>',
    category: 'Boat Shows',
    source: 'Practical Boat Owner',
    daysAgo: 17.7,
  },
  {
    title: 'Superyacht charter rates steady as fleet grows',
    description:
      '<p>Charter managers report <b>stable weekly rates</b> in the Mediterranean, with more yachts over 50 m joining the market.</p>',
    category: 'Charter News',
    source: 'Boat International',
    daysAgo: 19.3,
  },
  {
    title: 'Sonar that sees sideways: the latest fishfinders compared',
    description:
      '<p>Live sonar has moved from tournament boats to family cruisers. We compare <b>image quality and ease of install</b>.</p>',
    category: 'Technology',
    source: 'Motor Boat & Yachting',
    daysAgo: 21.0,
  },
  {
    title: 'Round-the-world rally fleet sets off from the Canaries',
    description: '<p>Thirty-two yachts crossed the start line. Crews include <b>families, retirees and first-time ocean sailors</b>.</p>',
    category: 'Sailing',
    source: 'Yachting World',
    daysAgo: 22.6,
  },
  {
    title: 'Used-boat prices ease for older sterndrive runabouts',
    description: '<p>Sellers of 15–20-year-old sterndrive boats are <b>cutting asking prices</b> as buyers favour outboard power.</p>',
    category: 'Market Update',
    source: 'Marine Industry News',
    daysAgo: 24.1,
  },
  {
    title: 'How to plan a winter refit without blowing the budget',
    description: '<p>Prioritise <b>safety and systems</b> before cosmetics, get quotes early, and keep a contingency of at least 15%.</p>',
    category: 'Yacht Refit',
    source: 'Practical Boat Owner',
    daysAgo: 25.8,
  },
  {
    title: 'Marina group rolls out app-based berth booking across 20 sites',
    description: '<p>Visitors can book, pay and get <b>pontoon gate codes</b> on their phone, with live availability per marina.</p>',
    category: 'Marina News',
    source: 'Motor Boat & Yachting',
    daysAgo: 27.4,
  },
  {
    title: 'Italian yard delivers its largest sailing yacht to date',
    description: '<p>The 45 m sloop combines a <b>carbon rig</b> with a hybrid drivetrain able to motor silently out of harbour.</p>',
    category: 'Shipyard News',
    source: 'Yachting World',
    daysAgo: 29.2,
  },
];

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** About 24 news items over the last month, newest first. Links are unique (the column is). */
export function generateDemoNews(options: { now: Date }): DemoNewsItem[] {
  const rng = new Random(0x4e5);
  return NEWS.map((item) => ({
    title: item.title,
    description: item.description,
    link: `${SOURCES[item.source]}/${slugify(item.title)}`,
    pubDate: new Date(Math.floor((options.now.getTime() - item.daysAgo * DAY_MS - rng.between(0, 2) * HOUR_MS) / 60_000) * 60_000),
    source: item.source,
    category: item.category,
  }));
}
