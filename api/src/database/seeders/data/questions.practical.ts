import type { QuestionSeed } from './question-seed';

/** Questions about buying, berthing, chartering, upkeep, gear and navigation. */
export const PRACTICAL_QUESTIONS: readonly QuestionSeed[] = [
  {
    title: 'Yanmar 3YM30 overheating only under load — where to start?',
    content:
      'Idles fine at 75°C but the alarm goes off after 20 minutes at 2,800 rpm. New impeller fitted in spring, strainer clean, plenty of water from the exhaust at idle. What next?',
    category: 'Maintenance',
    asker: 'sailor_sam',
    daysAgo: 55,
    answers: [
      {
        by: 'diesel_dave',
        isExpert: true,
        accepted: true,
        content:
          'Classic symptoms of a partly blocked heat exchanger or a clogged mixing elbow. Pull the exchanger end caps: broken impeller vanes from an old failure often sit there. Then check the elbow — if it is carboned down to a pencil-sized hole, replace it. Last, check the thermostat opens fully in a pan of hot water.',
      },
      {
        by: 'keys_outboard',
        isExpert: true,
        content:
          'Agree with Dave. Also check the raw water intake seacock — barnacles inside the through-hull will starve the pump only at higher revs.',
      },
      {
        by: 'weekend_wanda',
        isExpert: false,
        content: 'Ours was the elbow. 12 years of carbon. New one fixed it completely.',
      },
    ],
  },
  {
    title: 'Lithium house bank: do I really need a DC-DC charger?',
    content:
      'Swapping two AGMs for a 200 Ah LiFePO4. Standard 80 A alternator on a Volvo D2-40. Do I need a DC-DC charger, or will a VSR do? The battery has a built-in BMS.',
    category: 'Equipment',
    asker: 'weekend_wanda',
    daysAgo: 52,
    answers: [
      {
        by: 'diesel_dave',
        isExpert: true,
        accepted: true,
        content:
          'Fit the DC-DC charger. Lithium will happily pull everything the alternator can make for an hour, and a standard alternator is not rated for that — you will cook it. A 30 A unit protects the alternator, gives the right charge profile, and keeps your AGM start battery separate. Also plan what happens when the BMS disconnects under charge: the alternator must not be left with no load.',
      },
      {
        by: 'marina_supplies',
        isExpert: false,
        content: 'We fit the Victron Orion-Tr Smart 12/12-30 for exactly this on most boats; two in parallel if you want 60 A.',
      },
    ],
  },
  {
    title: 'Best way to keep paper charts as a backup to the plotter?',
    content: 'Do people still carry paper charts? If so, which ones and how do you keep them up to date without spending a fortune?',
    category: 'Navigation',
    asker: null,
    daysAgo: 49,
    answers: [
      {
        by: 'captain_expert',
        isExpert: true,
        accepted: true,
        content:
          'Yes — and so does every examiner. A small-scale passage chart plus the folio or chart pack for your cruising area is enough. Correct them from the Notices to Mariners for the areas you actually visit, and keep a handheld GPS or phone with offline charts in a grab bag as a second electronic backup.',
      },
      {
        by: 'sailor_sam',
        isExpert: false,
        content:
          'Imray chart packs in a big ziplock at the nav station. Useful when the plotter reboots mid-passage, which it did to us twice.',
      },
    ],
  },
  {
    title: 'What should a pre-purchase survey cover on a 1990s GRP boat?',
    content: 'First time buying. The broker says a "condition and valuation" survey is enough. Is it? What should I ask for specifically?',
    category: 'Buying Advice',
    asker: 'sailor_sam',
    daysAgo: 43,
    answers: [
      {
        by: 'captain_expert',
        isExpert: true,
        accepted: true,
        content:
          'A full pre-purchase survey, out of the water. Ask for moisture readings on the hull and deck core, a check of the keel and rudder, seacocks, chainplates, the rig (or a separate rigger inspection if it is over ten years old), gas and electrics. Condition and valuation is for insurers. An engine survey with an oil analysis is money well spent too.',
      },
    ],
  },
  {
    title: 'Liveaboard-friendly marinas on the south coast of England?',
    content: 'Moving aboard next spring. Which marinas between Plymouth and Brighton actually allow liveaboards, and what do they charge?',
    category: 'Marina Info',
    asker: 'sailor_sam',
    daysAgo: 34,
    answers: [
      {
        by: 'solent_chandlery',
        isExpert: false,
        accepted: true,
        content:
          'Several on the Hamble and in Portsmouth Harbour take a limited number of liveaboards, usually with a surcharge and a waiting list — ask the office directly, it is rarely advertised. Expect a liveaboard supplement on top of the berth, plus metered electricity.',
      },
      {
        by: 'captain_expert',
        isExpert: true,
        content: 'Check council tax rules for the berth too; some harbours treat a liveaboard berth as a residence.',
      },
    ],
  },
  {
    title: 'Do I need an ICC to bareboat charter in Croatia?',
    content: 'UK Day Skipper, plenty of experience. The charter company says ICC or equivalent. Is my Day Skipper enough?',
    category: 'Charter Advice',
    asker: 'weekend_wanda',
    daysAgo: 30,
    answers: [
      {
        by: 'captain_expert',
        isExpert: true,
        accepted: true,
        content:
          'Croatia accepts the RYA Day Skipper practical certificate for skippers, but you also need a VHF operator licence (SRC) aboard — either yours or another crew member. Many companies still prefer an ICC; it is free to apply if you already hold the practical certificate, so get one.',
      },
      {
        by: 'sailor_sam',
        isExpert: false,
        content: 'They checked both my ICC and SRC at Split before handing over the keys. Bring originals.',
      },
    ],
  },
  {
    title: 'Osmosis blisters found at haul-out — panic or plan?',
    content:
      'Surveyor found a scattering of small blisters below the waterline on our 1998 boat. Readings are high in patches. How bad is this?',
    category: 'Maintenance',
    asker: 'weekend_wanda',
    daysAgo: 24,
    answers: [
      {
        by: 'captain_expert',
        isExpert: true,
        accepted: true,
        content:
          'Small scattered blisters are common and rarely structural. Open a couple to check the fluid (vinegar smell means osmosis) and measure depth. Options range from opening and filling individual blisters to a full peel, dry and epoxy. Get a quote for the full treatment as a worst case, but many owners live with minor blistering for years.',
      },
      {
        by: 'solent_chandlery',
        isExpert: false,
        content: 'If you do treat it, give it a whole winter to dry. Rushing the drying is the usual reason treatments fail.',
      },
    ],
  },
  {
    title: 'Is AIS transmit (Class B) worth it over receive-only?',
    content: 'My VHF has AIS receive. Is it worth spending the extra for a Class B transponder on a 32 ft coastal cruiser?',
    category: 'Equipment',
    asker: 'first_mate_finn',
    daysAgo: 20,
    answers: [
      {
        by: 'captain_expert',
        isExpert: true,
        accepted: true,
        content:
          'Yes, if you cross shipping lanes or sail at night. Being seen by ships (and their collision alarms) is the big benefit. A Class B SOTDMA unit has higher power and priority than CSTDMA, and is worth the difference if you go offshore.',
      },
      {
        by: 'marina_supplies',
        isExpert: false,
        content: 'A splitter lets it share your VHF antenna, which keeps the install simple.',
      },
      {
        by: 'weekend_wanda',
        isExpert: false,
        content: 'Bonus: family can see you on the tracking sites while you are out.',
      },
    ],
  },
  {
    title: 'Axiom plotter not showing AIS targets from the VHF',
    content:
      'Customer has an Axiom 9 and a Standard Horizon GX2400E. NMEA 2000 backbone, both devices show on the network list, but no AIS targets on the chart. Any settings we are missing?',
    category: 'Navigation',
    asker: 'marina_supplies',
    daysAgo: 12,
    answers: [
      {
        by: 'weekend_wanda',
        isExpert: false,
        content: 'We had the same; the VHF was set to output AIS on NMEA 0183 only. There is an N2K output setting deep in the AIS menu.',
      },
    ],
  },
  {
    title: 'Buying a boat abroad: VAT-paid status and paperwork',
    content:
      'Found a boat in Spain, I live in the UK. How do I prove VAT status and what documents should the seller give me? Worried about inheriting a problem.',
    category: 'Buying Advice',
    asker: null,
    daysAgo: 5,
    answers: [
      {
        by: 'solent_chandlery',
        isExpert: false,
        content:
          'Ask for the original VAT invoice or proof of VAT paid status plus the full ownership chain. A good broker or a maritime lawyer will check it for you.',
      },
    ],
  },
  {
    title: 'Winter storage ashore vs afloat in the Chesapeake',
    content: 'First winter with our boat in Annapolis. Is it worth hauling out, or do people keep boats in the water with bubblers?',
    category: 'Marina Info',
    asker: 'first_mate_finn',
    daysAgo: 3,
    answers: [],
  },
];
