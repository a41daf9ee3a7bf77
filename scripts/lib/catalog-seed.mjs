// The synthetic catalogue of `npm run bench:catalog` (shared with the other benchmarks, so
// they load the same data): N listings by INSERT … SELECT generate_series in chunks of
// 100,000 (40 brands, 13 categories × 8 part names, 12 description sentences, 16 locations, prices
// 5–20,005, 2 years of creation dates; 2 % sold, 1 % removed, 0.5 % deleted, 2 % featured;
// "tachometer" in one title in 10,007), deterministic via setseed, then VACUUM ANALYZE. A database that
// already holds exactly N listings is reused.
const BRANDS = [
  'Yamaha',
  'Mercury',
  'Suzuki',
  'Honda',
  'Volvo Penta',
  'MerCruiser',
  'Evinrude',
  'Tohatsu',
  'Garmin',
  'Raymarine',
  'Simrad',
  'Lowrance',
  'Furuno',
  'Lewmar',
  'Harken',
  'Ronstan',
  'Spinlock',
  'Jabsco',
  'Rule',
  'Whale',
  'Shurflo',
  'Victron',
  'Blue Sea',
  'Mastervolt',
  'Lofrans',
  'Quick',
  'Plastimo',
  'Vetus',
  'Racor',
  'Groco',
  'Raritan',
  'Dometic',
  'Beneteau',
  'Selden',
  'Musto',
  'Ritchie',
  'Icom',
  'Standard Horizon',
  'Fusion',
  'Webasto',
];
const NOUNS = {
  'Engines & Motors': [
    'outboard engine',
    'sterndrive',
    'water pump impeller',
    'propeller',
    'fuel filter',
    'starter motor',
    'alternator',
    'gearcase',
  ],
  'Electronics & Navigation': [
    'chartplotter',
    'VHF radio',
    'depth sounder',
    'autopilot',
    'radar dome',
    'GPS antenna',
    'fishfinder',
    'AIS transponder',
  ],
  'Deck Equipment': ['winch', 'anchor windlass', 'cleat', 'fairlead', 'deck hatch', 'stanchion', 'bow roller', 'anchor'],
  'Plumbing & Pumps': ['bilge pump', 'freshwater pump', 'marine toilet', 'seacock', 'holding tank', 'strainer', 'macerator pump', 'hose'],
  Electrical: [
    'battery charger',
    'inverter',
    'solar panel',
    'battery switch',
    'shore power cable',
    'LED navigation light',
    'fuse panel',
    'wind generator',
  ],
  Hardware: ['shackle', 'block', 'turnbuckle', 'hinge', 'padeye', 'snap hook', 'track car', 'stainless bolt set'],
  Interior: ['cushion set', 'cabin lamp', 'galley stove', 'fridge', 'cabin heater', 'curtain set', 'table', 'mattress'],
  'Safety Equipment': ['life jacket', 'liferaft', 'EPIRB', 'fire extinguisher', 'flare kit', 'harness', 'jackstay', 'horseshoe buoy'],
  'Sails & Rigging': ['mainsail', 'genoa', 'spinnaker', 'furler', 'halyard', 'shroud', 'boom vang', 'mast step'],
  'Steering Systems': [
    'steering wheel',
    'hydraulic steering',
    'tiller',
    'rudder bearing',
    'steering cable',
    'helm pump',
    'quadrant',
    'emergency tiller',
  ],
  Accessories: ['boat cover', 'fender set', 'dock line', 'boat hook', 'cockpit table', 'rod holder', 'swim ladder', 'bimini top'],
  'Maintenance & Care': [
    'antifouling paint',
    'teak oil',
    'gelcoat repair kit',
    'polish',
    'zinc anode set',
    'grease gun',
    'epoxy kit',
    'sanding kit',
  ],
  Other: ['dinghy', 'oars', 'trailer winch', 'kayak rack', 'outboard bracket', 'tender davit', 'mooring buoy', 'flag set'],
};
const ADJECTIVES = ['stainless', 'heavy duty', 'compact', 'lightweight', 'marine grade', 'used', 'spare', 'genuine', 'self-tailing', '12V'];
const SENTENCES = [
  'Removed during a refit and stored indoors since.',
  'Works perfectly, tested before removal.',
  'Some cosmetic wear but fully functional.',
  'Comes with the original manual and mounting hardware.',
  'Selling because we upgraded to a larger unit.',
  'Serviced last season by a certified marine engineer.',
  'Ideal spare for coastal cruising and offshore passages.',
  'Fits most sailboats and powerboats between 25 and 45 feet.',
  'Collection from the marina or shipping at cost.',
  'No corrosion, all seals replaced recently.',
  'Bought new two years ago, hardly used.',
  'Minor scratches on the housing, otherwise excellent.',
];
const LOCATIONS = [
  'Miami, FL',
  'Fort Lauderdale, FL',
  'Annapolis, MD',
  'Newport, RI',
  'San Diego, CA',
  'Seattle, WA',
  'Hamble, UK',
  'Cowes, UK',
  'La Rochelle, FR',
  'Palma, ES',
  'Auckland, NZ',
  'Sydney, NSW',
  'Pittwater, NSW',
  'Vancouver, BC',
  'Charleston, SC',
  'Mystic, CT',
];

/** Bulk insert with generate_series in chunks (progress every chunk), deterministic via setseed. */
export async function seed(client, size, log = (line) => process.stdout.write(`${line}\n`)) {
  const started = Date.now();
  const existing = (await client.query(`SELECT count(*)::int AS n FROM boat_parts`)).rows[0].n;
  if (existing === size) {
    // As after seeding: a migration may have rewritten the table (new visibility map, no statistics).
    log(`reusing ${size.toLocaleString('en')} seeded listings (VACUUM ANALYZE)`);
    await client.query('VACUUM ANALYZE boat_parts');
    await client.query('ANALYZE');
    return { seconds: 0, reused: true };
  }
  if (existing !== 0) throw new Error(`the database holds ${existing} listings, not ${size}: use a new --database / --data-dir`);
  await client.query(`INSERT INTO users (username, password_hash, full_name, company, email)
    SELECT 'bench_seller_' || g, 'x', 'Bench Seller ' || g, 'Individual', 'bench' || g || '@example.com' FROM generate_series(1, 1000) g`);
  const categories = Object.keys(NOUNS);
  const nouns = categories.map((c) => NOUNS[c]);
  const lit = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
  const nounMatrix = `ARRAY[${nouns.map((list) => `ARRAY[${list.map((v) => `'${v}'`).join(',')}]`).join(',')}]::text[][]`;
  const chunk = 100_000;
  await client.query(`SELECT setseed(0.42)`);
  for (let from = 1; from <= size; from += chunk) {
    const to = Math.min(size, from + chunk - 1);
    await client.query(
      `INSERT INTO boat_parts (title, description, category, condition, price, brand, model, year, location, user_id, contact_email,
         contact_phone, image_urls, status, featured, moderation_status, approval_status, deleted_at, created_at, updated_at)
       SELECT
         initcap(b) || ' ' || n || CASE WHEN g % 10007 = 7 THEN ' with tachometer' ELSE '' END
           || CASE WHEN g % 3 = 0 THEN ' – ' || a ELSE '' END,
         s1 || ' ' || s2 || ' ' || s3 || ' Brand: ' || b || '. Part: ' || n || '.',
         c, (${lit(['New', 'Used - Like New', 'Used - Excellent', 'Used - Good', 'Used - Fair', 'For Parts / Not Working'])})[1 + (g * 7) % 6],
         round((5 + random() ^ 2 * 20000)::numeric, 2), b, upper(substr(md5(g::text), 1, 4)),
         CASE WHEN g % 4 = 0 THEN NULL ELSE 1990 + (g % 36) END,
         (${lit(LOCATIONS)})[1 + (g * 13) % ${LOCATIONS.length}], 1 + (g % 1000), 'seller' || (g % 1000) || '@example.com', NULL,
         '["/uploads/seed/bench.webp"]'::jsonb,
         CASE WHEN g % 50 = 0 THEN 'sold' WHEN g % 97 = 0 THEN 'removed' ELSE 'active' END,
         g % 50 = 1, 'approved', 'approved', CASE WHEN g % 211 = 0 THEN now() END, t, t
       FROM (
         SELECT g,
           (${lit(BRANDS)})[1 + (g * 31) % ${BRANDS.length}] AS b,
           (${lit(categories)})[1 + g % ${categories.length}] AS c,
           (${nounMatrix})[1 + g % ${categories.length}][1 + (g / ${categories.length}) % 8] AS n,
           (${lit(ADJECTIVES)})[1 + (g * 17) % ${ADJECTIVES.length}] AS a,
           (${lit(SENTENCES)})[1 + (g * 3) % ${SENTENCES.length}] AS s1,
           (${lit(SENTENCES)})[1 + (g * 5 + 1) % ${SENTENCES.length}] AS s2,
           (${lit(SENTENCES)})[1 + (g * 11 + 2) % ${SENTENCES.length}] AS s3,
           now() - random() * interval '730 days' AS t
         FROM generate_series(${from}, ${to}) g
       ) x`,
    );
    log(`seeded ${to.toLocaleString('en')} / ${size.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await client.query('VACUUM ANALYZE boat_parts');
  await client.query('VACUUM ANALYZE users');
  const seconds = (Date.now() - started) / 1000;
  log(`seeded and analysed in ${seconds.toFixed(0)} s`);
  return { seconds };
}
