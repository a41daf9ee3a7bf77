// The synthetic catalogue of `npm run bench:catalog` (shared with the other benchmarks, so
// they load the same data): N listings by INSERT … SELECT generate_series in chunks of
// 100,000 (40 brands, 13 categories × 8 part names, 12 description sentences, 16 locations, prices
// 5–20,005, 2 years of creation dates; 2 % sold, 1 % removed, 0.5 % deleted, 2 % featured;
// "tachometer" in one title in 10,007), deterministic via setseed, then VACUUM ANALYZE. A database that
// already holds exactly N listings is reused.
// Fitment and part numbers: a third of the listings have 1–3 application rows drawn from a
// pool of 600 (10 makes, their model families, hp/year ranges, serial ranges in each make's format), a
// tenth have part numbers drawn from 5,000 number sets (Mercury, Yamaha, Suzuki, Volvo Penta numbers;
// a third of the families superseded once or twice, some with Sierra cross-references), all written as
// the API stores them (toStoredFitment / toStoredPartNumbers of api/dist), so the triggers fill
// part_fitment and part_number_keys.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireApi = createRequire(path.join(root, 'api', 'package.json'));
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

/** A deterministic pseudo-random sequence (Park–Miller), so every run generates the same pools. */
function randomFrom(seed) {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)), pick: (list) => list[Math.floor(next() * list.length)] };
}

/** Engine makes of the pool: model families with hp ranges, and a serial of the make's format from a number and a prefix choice. */
const FITMENT_MAKES = [
  {
    make: 'Mercury',
    models: [
      ['FourStroke', 2.5, 150],
      ['Verado', 135, 400],
      ['Pro XS', 115, 300],
      ['OptiMax', 75, 250],
      ['SeaPro', 15, 300],
      ['EFI', 30, 150],
    ],
    serial: (n, p) => `${p % 3}${'ABCDEFGHJKLMNPRSTW'[p % 18]}${String(n % 1e6).padStart(6, '0')}`,
  },
  {
    make: 'Mercruiser',
    models: [
      ['4.3', 180, 225],
      ['5.0', 220, 260],
      ['5.7', 250, 300],
      ['Alpha One', 120, 300],
      ['Bravo Three', 200, 430],
    ],
    serial: (n, p) => `0${'LMW'[p % 3]}${String(n % 1e6).padStart(6, '0')}`,
  },
  {
    make: 'Yamaha',
    models: [
      ['F115', 115, 115],
      ['F150', 150, 150],
      ['F250', 250, 250],
      ['F40', 40, 40],
      ['F60', 60, 60],
      ['VF250', 250, 250],
      ['LF200', 200, 200],
      ['F', 2.5, 350],
    ],
    serial: (n, p) => `${['6EK', '6AW', '6CE', '6C5', '63P'][p % 5]}-${String(1000000 + (n % 1e6)).slice(-7)}`,
  },
  {
    make: 'Suzuki',
    models: [
      ['DF140', 140, 140],
      ['DF90', 90, 90],
      ['DF300', 300, 300],
      ['DF20', 20, 20],
    ],
    serial: (n, p) => `${['14003F', '09003F', '30002F'][p % 3]}-${String(n % 1e6).padStart(6, '0')}`,
  },
  {
    make: 'Honda',
    models: [
      ['BF150', 150, 150],
      ['BF90', 90, 90],
      ['BF250', 250, 250],
      ['BF20', 20, 20],
    ],
    serial: (n, p) => `${['BAZS', 'BBFJ', 'BAYJ'][p % 3]}-${String(1000000 + (n % 9e6)).slice(-7)}`,
  },
  {
    make: 'Evinrude',
    models: [
      ['E-TEC', 25, 300],
      ['E-TEC G2', 150, 300],
    ],
    serial: (n, _p) => `${String(n % 1e8).padStart(8, '0')}`,
  },
  {
    make: 'Tohatsu',
    models: [
      ['MFS', 2.5, 140],
      ['MD TLDI', 40, 115],
    ],
    serial: (n, _p) => `${String(n % 1e7).padStart(7, '0')}`,
  },
  {
    make: 'Volvo Penta',
    models: [
      ['D2', 40, 75],
      ['D4', 225, 320],
      ['D6', 330, 440],
      ['MD2030', 29, 29],
    ],
    serial: (n, _p) => `${2000000000 + (n % 1e9)}`,
  },
  {
    make: 'Yanmar',
    models: [
      ['3YM30', 29, 29],
      ['4JH', 45, 110],
      ['2GM20', 18, 18],
    ],
    serial: (n, _p) => `${String(n % 1e6).padStart(6, '0')}`,
  },
  {
    make: 'Beta Marine',
    models: [
      ['Beta 25', 25, 25],
      ['Beta 38', 38, 38],
    ],
    serial: (n, _p) => `${String(n % 1e6).padStart(6, '0')}`,
  },
];

/** 600 application rows as toStoredFitment writes them. */
function fitmentPool(toStoredFitment, serialProblem) {
  const r = randomFrom(4242);
  const rows = [];
  for (let i = 0; i < 600; i += 1) {
    const make = FITMENT_MAKES[i % FITMENT_MAKES.length];
    const [model, hpMin, hpMax] = r.pick(make.models);
    const yearFrom = r.int(1995, 2020);
    const ranged = r.next() < 0.5;
    const hpFrom = hpMin === hpMax ? hpMin : r.int(Math.ceil(hpMin), Math.floor(hpMax));
    const serialFrom = r.next() < 0.4 ? r.int(1, 800000) : null;
    const candidate = {
      engineMake: make.make,
      engineModel: r.next() < 0.85 ? model : null,
      hpFrom: r.next() < 0.7 ? hpFrom : null,
      hpTo: r.next() < 0.7 ? (ranged ? Math.min(hpMax, hpFrom + r.int(0, 100)) : hpFrom) : null,
      yearFrom: r.next() < 0.8 ? yearFrom : null,
      yearTo: r.next() < 0.7 ? Math.min(2026, yearFrom + r.int(0, 12)) : null,
      serialFrom: serialFrom === null ? null : make.serial(serialFrom, i),
      serialTo: serialFrom === null ? null : make.serial(serialFrom + r.int(1000, 150000), i),
      note: r.next() < 0.1 ? 'long shaft only' : null,
    };
    if (candidate.hpFrom !== null && candidate.hpTo !== null && candidate.hpTo < candidate.hpFrom) candidate.hpTo = candidate.hpFrom;
    const badSerial = [candidate.serialFrom, candidate.serialTo].some((s) => s !== null && serialProblem(make.make, s));
    if (badSerial || (candidate.serialFrom && candidate.serialTo && candidate.serialFrom > candidate.serialTo)) {
      candidate.serialFrom = null;
      candidate.serialTo = null;
    }
    rows.push(...toStoredFitment([candidate]));
  }
  return rows;
}

/** A number of each brand's own format from a sequence number. */
const NUMBER_FORMATS = [
  {
    brand: 'Mercury',
    number: (n) => `${[47, 8, 35, 27, 16][n % 5]}-${String(10000 + (n % 90000))}${['Q06', 'A1', 'T', 'Q02', ''][n % 5]}`,
  },
  { brand: 'Yamaha', number: (n) => `${['6H3', '6E5', '63P', '6CE'][n % 4]}-${String(40000 + (n % 60000))}-${n % 7 === 0 ? '01' : '00'}` },
  { brand: 'Suzuki', number: (n) => `${String(10000 + (n % 90000))}-${['96J', '98L', '93J'][n % 3]}0${n % 10}` },
  { brand: 'Volvo Penta', number: (n) => `${String(3800000 + (n % 200000))}` },
];

/** 5,000 part-number sets as toStoredPartNumbers writes them: families of 1–3 numbers, each superseding the one before. */
function partNumberPool(toStoredPartNumbers) {
  const r = randomFrom(777);
  const sets = [];
  for (let family = 0; sets.length < 5000; family += 1) {
    const format = NUMBER_FORMATS[family % NUMBER_FORMATS.length];
    const length = r.next() < 0.66 ? 1 : r.next() < 0.5 ? 2 : 3;
    const numbers = Array.from({ length }, (_, i) => format.number(family * 7 + i * 104729));
    const sierra = format.brand === 'Mercury' && r.next() < 0.3 ? `18-${String(3000 + (family % 7000))}` : null;
    numbers.forEach((number, i) => {
      const set = [{ number, brand: format.brand, relation: 'own' }];
      if (i > 0) set.push({ number: numbers[i - 1], brand: format.brand, relation: 'supersedes' });
      if (sierra && i === length - 1) set.push({ number: sierra, brand: 'Sierra', relation: 'cross-reference' });
      sets.push(toStoredPartNumbers(set, 'seller'));
    });
  }
  return sets.slice(0, 5000);
}

/** The pools (and a few of their numbers for the benchmark's queries). */
export function fitmentData() {
  const { toStoredFitment, toStoredPartNumbers } = requireApi(path.join(root, 'api/dist/modules/listings/fitment/fitment-storage.js'));
  const { serialProblem } = requireApi('@dockside/shared/fitment');
  return { fitment: fitmentPool(toStoredFitment, serialProblem), partNumbers: partNumberPool(toStoredPartNumbers) };
}

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
  const pools = fitmentData();
  const fitmentCount = pools.fitment.length;
  const numberCount = pools.partNumbers.length;
  await client.query(`SELECT setseed(0.42)`);
  for (let from = 1; from <= size; from += chunk) {
    const to = Math.min(size, from + chunk - 1);
    await client.query(
      `INSERT INTO boat_parts (title, description, category, condition, price, brand, model, year, location, user_id, contact_email,
         contact_phone, image_urls, status, featured, moderation_status, approval_status, deleted_at, created_at, updated_at,
         fitment, part_numbers)
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
         g % 50 = 1, 'approved', 'approved', CASE WHEN g % 211 = 0 THEN now() END, t, t,
         CASE g % 9
           WHEN 0 THEN jsonb_build_array($1::jsonb -> ((g * 7) % ${fitmentCount}))
           WHEN 3 THEN jsonb_build_array($1::jsonb -> ((g * 7) % ${fitmentCount}), $1::jsonb -> ((g * 13 + 1) % ${fitmentCount}))
           WHEN 6 THEN jsonb_build_array($1::jsonb -> ((g * 7) % ${fitmentCount}), $1::jsonb -> ((g * 13 + 1) % ${fitmentCount}),
                                         $1::jsonb -> ((g * 29 + 2) % ${fitmentCount}))
           ELSE '[]'::jsonb END,
         CASE WHEN g % 10 = 1 THEN $2::jsonb -> ((g / 10 * 7919) % ${numberCount}) ELSE '[]'::jsonb END
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
      [JSON.stringify(pools.fitment), JSON.stringify(pools.partNumbers)],
    );
    log(`seeded ${to.toLocaleString('en')} / ${size.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await client.query('VACUUM ANALYZE boat_parts');
  await client.query('VACUUM ANALYZE part_fitment');
  await client.query('VACUUM ANALYZE part_number_keys');
  await client.query('VACUUM ANALYZE users');
  const seconds = (Date.now() - started) / 1000;
  log(`seeded and analysed in ${seconds.toFixed(0)} s`);
  return { seconds };
}
