import type { QuestionSeed } from './question-seed';

/** Questions about kinds of boat. Status follows from the answers: answered once one is accepted. */
export const BOAT_TYPE_QUESTIONS: readonly QuestionSeed[] = [
  {
    title: 'Is a 30-year-old Westerly still a sensible first cruiser?',
    content:
      'We are looking at a 1992 Westerly Merlin 29 for coastal cruising with two kids. Survey pending. Are these old boats a money pit, or is a well-kept one a sensible way in? Budget for the boat is about £18k.',
    category: 'Sailing Yachts',
    asker: 'first_mate_finn',
    daysAgo: 58,
    answers: [
      {
        by: 'captain_expert',
        isExpert: true,
        accepted: true,
        content:
          'A well-kept Westerly is a very sensible first boat: strong hulls, good parts support through the owners association, easy to sail. The money goes on the things a survey flags: keel bolts and the keel-to-hull joint, chainplates, standing rigging older than ten years, and the engine. Budget 10–15% of the price for the first year and you will not be disappointed.',
      },
      {
        by: 'sailor_sam',
        isExpert: false,
        content:
          'We had a Fulmar for six years. Re-rigged it, replaced the engine, and it still cost less than a new 30-footer depreciates in two years. Check the windows for leaks — the original frames weep.',
      },
    ],
  },
  {
    title: 'Lagoon 380 vs Leopard 40 for a family of four',
    content:
      'Planning a year in the Caribbean with two teenagers. Both boats are in budget around 2010 vintage. Which one would you pick and why?',
    category: 'Catamarans',
    asker: 'first_mate_finn',
    daysAgo: 46,
    answers: [
      {
        by: 'captain_expert',
        isExpert: true,
        accepted: true,
        content:
          'Both are proven. The Leopard 40 has the forward cockpit and more bridge deck clearance, so it slams less in a chop; the Lagoon 380 is lighter and there are more of them, so parts and expertise are everywhere. With teenagers, the four-cabin layout matters more than the brand. Survey the bulkhead tabbing and the rudder bearings on either.',
      },
      {
        by: 'weekend_wanda',
        isExpert: false,
        content: 'We chartered both. The Leopard felt roomier in the saloon; the Lagoon sailed a bit better upwind. Honestly either works.',
      },
    ],
  },
  {
    title: 'Shaft drive or IPS for a 45 ft motor yacht?',
    content:
      'Customer is torn between a shaft-drive boat and a similar one with Volvo IPS. Mostly coastal cruising, some marina manoeuvring with a small crew. Any long-term ownership views?',
    category: 'Motor Yachts',
    asker: 'solent_chandlery',
    daysAgo: 40,
    answers: [
      {
        by: 'diesel_dave',
        isExpert: true,
        accepted: true,
        content:
          'IPS wins on efficiency (15–20% less fuel at cruise) and joystick docking is a game changer for a small crew. Shafts win on simplicity, protection in a grounding and cheaper servicing. If the IPS boat has a full service history with the pod bellows and anodes done on schedule, it is a very good choice for coastal use.',
      },
      {
        by: 'keys_outboard',
        isExpert: false,
        content: 'Budget for pod service every year on IPS. It is not cheap but it is predictable.',
      },
    ],
  },
  {
    title: "21 ft bowrider won't plane with six aboard — prop pitch?",
    content:
      'MerCruiser 4.5L with a 19" pitch aluminium prop. Two aboard it is fine, six aboard it struggles and tops out at 3,900 rpm. Should I drop pitch?',
    category: 'Sport Boats',
    asker: 'first_mate_finn',
    daysAgo: 37,
    answers: [
      {
        by: 'keys_outboard',
        isExpert: true,
        accepted: true,
        content:
          'WOT range for that engine is 4,400–4,800. At 3,900 loaded you are over-propped. Go to a 17" stainless (Mercury Vengeance or similar) — each inch of pitch is roughly 150–200 rpm. Stainless also flexes less, so it holds better out of the hole.',
      },
      {
        by: 'diesel_dave',
        isExpert: true,
        content: 'And check the trim: lots of people run these bow-down with a full load. Trim in to get up, then trim out.',
      },
    ],
  },
  {
    title: 'How are superyacht crew salaries usually structured?',
    content: 'Considering a move from commercial shipping to yachting as an engineer. How do salaries, rotation and tips usually work?',
    category: 'Superyachts',
    asker: null,
    daysAgo: 27,
    answers: [
      {
        by: 'captain_expert',
        isExpert: true,
        accepted: true,
        content:
          'Monthly salary by role and yacht size, paid tax-free in many cases depending on your residency, plus rotation on larger yachts (2:2 or 3:1 for senior engineers). Charter yachts add tips, typically shared across the crew. Your commercial certificates count, but you will need yacht-specific endorsements for some roles.',
      },
    ],
  },
  {
    title: 'Reefing a fully battened main single-handed',
    content: 'New-to-me boat with a fully battened main and lazy jacks. Reefing alone is a wrestle. What should I change first?',
    category: 'Sailing Yachts',
    asker: 'sailor_sam',
    daysAgo: 16,
    answers: [
      {
        by: 'weekend_wanda',
        isExpert: false,
        accepted: true,
        content:
          'Single-line reefing led to the cockpit plus ball-bearing luff cars changed everything for us. Also mark the halyard at each reef point so you know exactly how far to drop.',
      },
      {
        by: 'captain_expert',
        isExpert: true,
        content: 'Good answer. Head up a little, ease the vang, and reef early. Luff cars make the biggest difference per dollar.',
      },
    ],
  },
  {
    title: 'Realistic fuel burn for twin Volvo D6-370s at cruise?',
    content:
      'Looking at a 42 ft flybridge with twin D6-370 shaft drives. The broker quotes very optimistic figures. What do owners really see at 20 knots?',
    category: 'Motor Yachts',
    asker: 'first_mate_finn',
    daysAgo: 9,
    answers: [],
  },
  {
    title: 'Bridge deck slamming on a 38 ft cat — anything to reduce it?',
    content:
      'Upwind in a short chop the slamming is brutal. We are loaded for cruising. Is it weight distribution, sail plan, or just how it is?',
    category: 'Catamarans',
    asker: 'sailor_sam',
    daysAgo: 7,
    answers: [],
  },
  {
    title: 'Best way to winterise a jet-drive sport boat?',
    content:
      'Yamaha twin-engine jet boat, stored outside under a cover. What do I need to do to the engines and the jet pumps before the frost?',
    category: 'Sport Boats',
    asker: 'weekend_wanda',
    daysAgo: 1,
    answers: [],
  },
];
