import type { PartCategory } from '@dockside/shared/listings';

/** Colours drawn into an icon: fg for the shape, accent for details on top of it. */
export interface IconPaint {
  fg: string;
  accent: string;
}

/** Each icon is drawn in a 200 × 200 box centred on (100, 100). */
type Icon = (paint: IconPaint) => string;

const propeller: Icon = ({ fg, accent }) => {
  const blade = 'M100 92 C 78 62, 82 16, 112 13 C 140 11, 136 56, 108 94 Z';
  const blades = [0, 120, 240].map((a) => `<path d="${blade}" transform="rotate(${a} 100 100)"/>`).join('');
  return `<g fill="${fg}">${blades}<circle cx="100" cy="100" r="20"/></g><circle cx="100" cy="100" r="8" fill="${accent}"/>`;
};

const chartplotter: Icon = ({ fg, accent }) =>
  `<rect x="18" y="30" width="164" height="128" rx="14" fill="${fg}"/>` +
  `<rect x="30" y="42" width="140" height="88" rx="4" fill="${accent}"/>` +
  `<polyline points="42,118 68,96 94,106 122,72 146,64" fill="none" stroke="${fg}" stroke-width="4" stroke-dasharray="8 6"/>` +
  `<path d="M150 52 l10 18 l-10 -6 l-10 6 z" fill="${fg}"/>` +
  `<circle cx="52" cy="144" r="6" fill="${accent}"/><circle cx="74" cy="144" r="6" fill="${accent}"/>` +
  `<rect x="120" y="139" width="40" height="10" rx="5" fill="${accent}"/>` +
  `<rect x="88" y="158" width="24" height="14" fill="${fg}"/><rect x="60" y="170" width="80" height="10" rx="5" fill="${fg}"/>`;

const anchor: Icon = ({ fg }) =>
  `<g fill="none" stroke="${fg}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round">` +
  `<circle cx="100" cy="34" r="15"/><line x1="100" y1="50" x2="100" y2="174"/><line x1="68" y1="72" x2="132" y2="72"/>` +
  `<path d="M36 116 C 42 158, 74 176, 100 176 C 126 176, 158 158, 164 116"/></g>` +
  `<path d="M22 124 L36 96 L54 122 Z M178 124 L164 96 L146 122 Z" fill="${fg}"/>`;

const droplet: Icon = ({ fg, accent }) =>
  `<path d="M100 14 C 100 14, 42 90, 42 128 A 58 58 0 0 0 158 128 C 158 90, 100 14, 100 14 Z" fill="${fg}"/>` +
  `<path d="M70 128 A 30 30 0 0 0 100 158" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round"/>`;

const battery: Icon = ({ fg, accent }) =>
  `<rect x="48" y="40" width="30" height="18" rx="3" fill="${fg}"/><rect x="122" y="40" width="30" height="18" rx="3" fill="${fg}"/>` +
  `<rect x="24" y="54" width="152" height="112" rx="14" fill="${fg}"/>` +
  `<path d="M110 66 L72 118 L98 118 L86 156 L130 100 L104 100 L118 66 Z" fill="${accent}"/>`;

const shackle: Icon = ({ fg, accent }) =>
  `<path d="M60 70 L60 118 A40 40 0 0 0 140 118 L140 70" fill="none" stroke="${fg}" stroke-width="20" stroke-linecap="round"/>` +
  `<rect x="34" y="52" width="132" height="20" rx="10" fill="${fg}"/>` +
  `<circle cx="40" cy="62" r="17" fill="${fg}"/><circle cx="160" cy="62" r="17" fill="${fg}"/>` +
  `<circle cx="160" cy="62" r="6" fill="${accent}"/><circle cx="40" cy="62" r="6" fill="${accent}"/>`;

const cushion: Icon = ({ fg, accent }) => {
  const buttons = [
    [66, 84],
    [134, 84],
    [66, 116],
    [134, 116],
    [100, 100],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${accent}"/>`)
    .join('');
  return `<path d="M28 58 Q100 36 172 58 Q186 100 172 142 Q100 164 28 142 Q14 100 28 58 Z" fill="${fg}"/>${buttons}`;
};

const lifebuoy: Icon = ({ fg }) =>
  `<circle cx="100" cy="100" r="62" fill="none" stroke="${fg}" stroke-width="34"/>` +
  `<circle cx="100" cy="100" r="62" fill="none" stroke="#b3001b" stroke-width="34" stroke-dasharray="48.7 48.7" transform="rotate(-24 100 100)"/>` +
  `<circle cx="100" cy="100" r="92" fill="none" stroke="${fg}" stroke-width="4" stroke-dasharray="14 10"/>`;

const sail: Icon = ({ fg }) =>
  `<rect x="94" y="14" width="7" height="148" fill="${fg}"/>` +
  `<path d="M106 22 Q150 86 170 150 L106 150 Z" fill="${fg}"/>` +
  `<path d="M88 34 L88 150 L34 150 Z" fill="${fg}" fill-opacity="0.8"/>` +
  `<path d="M22 160 L178 160 L158 186 L42 186 Z" fill="${fg}"/>`;

const wheel: Icon = ({ fg, accent }) => {
  const spokes = [0, 45, 90, 135, 180, 225, 270, 315]
    .map(
      (a) =>
        `<g transform="rotate(${a} 100 100)"><line x1="100" y1="100" x2="100" y2="20" stroke="${fg}" stroke-width="8"/>` +
        `<line x1="100" y1="26" x2="100" y2="10" stroke="${fg}" stroke-width="15" stroke-linecap="round"/></g>`,
    )
    .join('');
  return `${spokes}<circle cx="100" cy="100" r="60" fill="none" stroke="${fg}" stroke-width="13"/><circle cx="100" cy="100" r="18" fill="${fg}"/><circle cx="100" cy="100" r="7" fill="${accent}"/>`;
};

const fender: Icon = ({ fg, accent }) =>
  `<path d="M100 38 L100 18 C 84 4, 116 4, 100 18" fill="none" stroke="${fg}" stroke-width="6" stroke-linecap="round"/>` +
  `<rect x="64" y="34" width="72" height="146" rx="36" fill="${fg}"/>` +
  `<g stroke="${accent}" stroke-width="4"><line x1="66" y1="76" x2="134" y2="76"/><line x1="64" y1="107" x2="136" y2="107"/><line x1="66" y1="138" x2="134" y2="138"/></g>`;

const spanner: Icon = ({ fg, accent }) =>
  `<g transform="rotate(45 100 100)">` +
  `<path d="M82 14 L82 40 L118 40 L118 14 A35 35 0 1 1 82 14 Z" fill="${fg}"/>` +
  `<rect x="88" y="70" width="24" height="116" rx="12" fill="${fg}"/><circle cx="100" cy="170" r="6" fill="${accent}"/></g>`;

const boat: Icon = ({ fg, accent }) =>
  `<path d="M60 118 L72 86 L132 86 L148 118 Z" fill="${fg}"/>` +
  `<rect x="82" y="94" width="14" height="10" rx="2" fill="${accent}"/><rect x="104" y="94" width="14" height="10" rx="2" fill="${accent}"/>` +
  `<path d="M16 118 L184 118 L162 156 Q100 166 38 156 Z" fill="${fg}"/>` +
  `<path d="M10 178 q15 -10 30 0 t30 0 t30 0 t30 0 t30 0 t30 0" fill="none" stroke="${fg}" stroke-width="5" stroke-linecap="round"/>`;

/** One recognisable shape and colour per category, so a card reads at a glance even without text. */
export const CATEGORY_STYLE: Record<PartCategory, { colour: string; icon: Icon }> = {
  'Engines & Motors': { colour: '#b23a48', icon: propeller },
  'Electronics & Navigation': { colour: '#1d4e89', icon: chartplotter },
  'Deck Equipment': { colour: '#2a7f62', icon: anchor },
  'Plumbing & Pumps': { colour: '#1597a5', icon: droplet },
  Electrical: { colour: '#c98f0a', icon: battery },
  Hardware: { colour: '#5c6770', icon: shackle },
  Interior: { colour: '#9a5b3c', icon: cushion },
  'Safety Equipment': { colour: '#e4572e', icon: lifebuoy },
  'Sails & Rigging': { colour: '#6a4c93', icon: sail },
  'Steering Systems': { colour: '#2f3e46', icon: wheel },
  Accessories: { colour: '#c2417b', icon: fender },
  'Maintenance & Care': { colour: '#5f7f2a', icon: spanner },
  Other: { colour: '#4a6fa5', icon: boat },
};
