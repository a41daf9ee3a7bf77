import type { PartCondition } from '@dockside/shared/listings';
import type { Random } from '../demo-random';
import type { PartTemplate } from './part-template';

/** What the generator knows about one listing when it writes its words. */
export interface ListingContext {
  template: PartTemplate;
  condition: PartCondition;
  business: boolean;
  hours: number | null;
  seasons: number | null;
  year: number | null;
  location: string | null;
}

const PARTS = 'For Parts / Not Working' satisfies PartCondition;

/** Tins, tubes and kits: "used" means opened, not worn. */
function isConsumable(template: PartTemplate): boolean {
  return !!template.conditions?.every((c) => c === 'New' || c === 'Used - Like New');
}

function wear(ctx: ListingContext): string {
  const { hours, seasons } = ctx;
  if (hours !== null) return `${hours} hours on the clock`;
  if (seasons !== null) return seasons === 1 ? 'one season of use' : `${seasons} seasons of use`;
  return 'light use';
}

function conditionSentence(ctx: ListingContext, rng: Random): string {
  const age = ctx.year ? ` (${ctx.year})` : '';
  switch (ctx.condition) {
    case 'New':
      return ctx.business
        ? rng.pick(['New stock with the full manufacturer warranty.', 'Brand new, boxed, with the manufacturer warranty card.'])
        : rng.pick([
            'Brand new in the original box, never fitted.',
            'New and unused: bought for a project that changed direction.',
            'New old stock, still in its packaging.',
          ]);
    case 'Used - Like New':
      if (isConsumable(ctx.template)) return rng.pick(['Opened once, about 90% left.', 'Opened to check the colour, otherwise full.']);
      if (ctx.hours === null && ctx.seasons === null) return 'Fitted briefly and removed; looks and works like new.';
      return rng.pick([
        `Like new: ${wear(ctx)}, then removed. No marks, works perfectly.`,
        `Fitted for a short time only (${wear(ctx)}) and looks like it came out of the box.`,
      ]);
    case 'Used - Excellent':
      return rng.pick([
        `Excellent condition${age}, ${wear(ctx)}, always looked after and serviced on schedule.`,
        `Very clean${age} with ${wear(ctx)}; only the faintest marks.`,
      ]);
    case 'Used - Good':
      return rng.pick([
        `Good working order${age}, ${wear(ctx)}. Normal cosmetic wear for its age.`,
        `Works as it should${age}. ${wear(ctx)[0].toUpperCase()}${wear(ctx).slice(1)}; a few scuffs but nothing that matters.`,
      ]);
    case 'Used - Fair':
      return rng.pick([
        `Working but tired${age}: ${wear(ctx)}, faded finish and some corrosion on the fixings. Priced to reflect it.`,
        `Fair condition${age}. It does the job, with ${wear(ctx)} behind it; expect to give it some attention.`,
      ]);
    case PARTS:
      return `Not working: ${ctx.template.fault ?? 'it stopped working and I have not had time to diagnose it'}. Sold as seen for spares or repair.`;
  }
}

function reasonSentence(ctx: ListingContext, rng: Random): string {
  if (isConsumable(ctx.template) && ctx.condition !== 'New') {
    return ctx.business ? 'Opened for a customer demonstration; priced well below new.' : "Left over from this year's haul-out.";
  }
  if (ctx.business) {
    if (ctx.condition === 'New')
      return rng.pick(['End-of-line stock, priced to clear.', 'Surplus from a fleet order.', 'Overstock from last season.']);
    if (ctx.condition === PARTS) return 'Removed from a customer boat during a refit and replaced; priced for parts only, no warranty.';
    return rng.pick([
      'Trade-in from a customer refit, checked over and bench tested in our workshop.',
      'Removed during an upgrade we carried out; inspected and tested before listing.',
      'Part-exchanged by a customer; cleaned, tested and photographed as is.',
    ]);
  }
  if (ctx.condition === PARTS) {
    return rng.pick([
      'Replaced it rather than repair it; someone handy will get it going or use the parts.',
      'Pulled out during our refit; better it goes to someone who can use the parts than to the tip.',
    ]);
  }
  return rng.pick([
    'Selling because we upgraded during the winter refit.',
    'The boat has been sold, so I am clearing out the garage.',
    'Surplus spare: we carried two and never needed this one.',
    'Upgraded, so this one is surplus to requirements.',
    'Moving to a different boat where it will not fit.',
  ]);
}

function logisticsSentence(ctx: ListingContext, rng: Random): string {
  if (ctx.business) {
    const warranty =
      ctx.condition === PARTS || ctx.condition === 'Used - Fair'
        ? ' Sold as seen.'
        : ctx.condition === 'New'
          ? ''
          : ' Used items carry our 30-day workshop warranty.';
    return `Collect from our store${ctx.location ? ` in ${ctx.location}` : ''} or we ship worldwide.${warranty}`;
  }
  if (!ctx.location) return 'Can post or ship; buyer pays postage.';
  return rng.pick([
    `Collection from ${ctx.location} preferred; happy to ship at cost.`,
    `Boat is in ${ctx.location}, come and have a look. Can ship.`,
    `Pick up in ${ctx.location}, or I can post it at the buyer's expense.`,
  ]);
}

function listOf(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

/** A seller's description: what it is, how it is, why it is for sale, what comes with it, how to get it. */
export function describeListing(ctx: ListingContext, rng: Random): string {
  const sentences = [ctx.template.about, conditionSentence(ctx, rng), reasonSentence(ctx, rng)];
  if (ctx.template.includes?.length && ctx.condition !== PARTS) sentences.push(`Comes with ${listOf(ctx.template.includes)}.`);
  sentences.push(logisticsSentence(ctx, rng));
  return sentences.join(' ');
}

const TITLE_MAX = 100;

/** The template title, sometimes with a year or a seller's tag ("as new", "spares or repair"). */
export function titleFor(ctx: ListingContext, rng: Random): string {
  const base = ctx.template.title;
  let title = base;
  switch (ctx.condition) {
    case 'New':
      if (rng.chance(0.4)) title = `${base} – new in box`;
      break;
    case 'Used - Like New':
      if (rng.chance(0.35)) title = `${base} – as new`;
      break;
    case 'Used - Excellent':
    case 'Used - Good':
      if (ctx.hours !== null && rng.chance(0.5)) title = `${base} – ${ctx.hours} hrs`;
      else if (ctx.year !== null && rng.chance(0.4)) title = `${ctx.year} ${base}`;
      break;
    case 'Used - Fair':
      if (rng.chance(0.25)) title = `${base} – needs TLC`;
      break;
    case PARTS:
      title = rng.chance(0.6) ? `${base} – spares or repair` : `${base} (not working)`;
      break;
  }
  return title.length <= TITLE_MAX ? title : base;
}
