import type { BoatPart } from '@dockside/shared/listings';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { formatDate } from '../utils/format-date';
import { orNotSpecified, statusLabel } from '../utils/part-facts';
import { truncateText } from '../utils/truncate';
import { PartFitmentDetails } from './fitment/part-fitment';

/**
 * Spec §2 Part detail: tabs Details, Specifications, Shipping. The Specifications tab also lists what the part
 * fits, its measurements and its part numbers (docs/decisions.md "Fitment").
 */
export function PartInfoTabs({ part }: { part: BoatPart }) {
  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List>
        <Tabs.Trigger value="details">{LISTING_TEXTS.tabDetails}</Tabs.Trigger>
        <Tabs.Trigger value="specifications">{LISTING_TEXTS.tabSpecifications}</Tabs.Trigger>
        <Tabs.Trigger value="shipping">{LISTING_TEXTS.tabShipping}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">
        <Description text={part.description} />
        {part.websiteUrl ? (
          <p className={css({ mt: '4' })}>
            <a href={part.websiteUrl} target="_blank" rel="noopener noreferrer nofollow ugc">
              {OUR_TEXTS.website}
              <span className={css({ srOnly: true })}> {OUR_TEXTS.opensInNewTab}</span>
            </a>
          </p>
        ) : null}
      </Tabs.Content>
      <Tabs.Content value="specifications">
        <Specifications part={part} />
        <PartFitmentDetails part={part} />
      </Tabs.Content>
      <Tabs.Content value="shipping">
        <p className={prose}>{OUR_TEXTS.shippingText}</p>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** Spec §2/§9: truncated at 300 characters with Read More / Show Less. */
export function Description({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = truncateText(text);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' })}>
      <p id={id} className={prose}>
        {expanded ? text : short.text}
      </p>
      {short.truncated ? (
        <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((value) => !value)}>
          {expanded ? LISTING_TEXTS.showLess : LISTING_TEXTS.readMore}
        </Button>
      ) : null}
    </div>
  );
}

function Specifications({ part }: { part: BoatPart }) {
  const rows: Array<[string, string]> = [
    [OUR_TEXTS.specBrand, orNotSpecified(part.brand)],
    [OUR_TEXTS.specModel, orNotSpecified(part.model)],
    [OUR_TEXTS.specYear, orNotSpecified(part.year)],
    [OUR_TEXTS.specCondition, orNotSpecified(part.condition)],
    [OUR_TEXTS.specLocation, orNotSpecified(part.location)],
    [OUR_TEXTS.specListedOn, orNotSpecified(formatDate(part.createdAt))],
  ];
  return (
    <dl className={specs}>
      {rows.map(([term, value]) => (
        <div key={term} className={specRow}>
          <dt className={specTerm}>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={specRow}>
        <dt className={specTerm}>{OUR_TEXTS.specStatus}</dt>
        <dd>
          <span className={badge({ tone: part.status === 'active' ? 'success' : 'neutral' })}>{statusLabel(part.status)}</span>
        </dd>
      </div>
    </dl>
  );
}

const prose = css({ whiteSpace: 'pre-line', maxWidth: 'prose', fontSize: 'md', overflowWrap: 'anywhere' });
const specs = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '0' });
const specRow = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '4',
  py: '3',
  px: '1',
  borderBottomWidth: '1px',
  borderColor: 'border',
  minWidth: '0',
  '& dd': { textAlign: 'end', overflowWrap: 'anywhere' },
});
const specTerm = css({ fontWeight: 'semibold', color: 'fg.muted' });
