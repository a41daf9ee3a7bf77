import type { BoatPart } from '@dockside/shared/listings';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { useDeviceQuery } from '@/lib/db/device';
import { applicationText, fitmentLines, numberWithBrand, propellerSummary, specLabel, specValue, type FitmentLine } from './fitment-text';
import { FITMENT_DISPLAY_TEXTS as T } from './fitment-ui.constants';

/** Where a user keeps their boats (Account → My Boat). */
export const MY_BOAT_PATH = '/account?tab=boat';

/**
 * Under the part's title and price: whether it fits the viewer's boats ('Fits your Sea Breeze (Yamaha
 * F150)' with the application that matched, 'Does not fit your …', 'Fitment not stated'), and the part's
 * own number. The boats are read from the device (My Boat keeps them there), so this works offline; the
 * API's `fitsMyBoats` is used for a boat it answered for.
 */
export function PartFitmentSummary({ part, viewerId }: { part: BoatPart; viewerId: number | null }) {
  const boats = useDeviceQuery(
    async (db) => (viewerId === null ? [] : (await db.boats.where('userId').equals(viewerId).toArray()).sort((a, b) => a.id - b.id)),
    [viewerId],
  );
  const own = part.partNumbers.filter((number) => number.relation === 'own');
  // Until the device has answered nothing is said (no flash of the 'Add your boat' link for a boat owner).
  const lines = boats === undefined ? [] : fitmentLines(part.fitment, boats, part.fitsMyBoats);
  const invite = boats !== undefined && lines.length === 0 && part.fitment.length > 0;
  if (own.length === 0 && lines.length === 0 && !invite) return null;
  return (
    <div className={styles.summary}>
      {own.length > 0 ? (
        <p className={styles.ownLine}>
          <span className={styles.ownLabel}>{T.partNumberLabel}: </span>
          {own.map((number, i) => (
            <span key={number.normalized || number.number}>
              {i > 0 ? ', ' : null}
              <span className={styles.ownNumber}>{numberWithBrand(number)}</span>
            </span>
          ))}
        </p>
      ) : null}
      {lines.length > 0 ? (
        <ul className={styles.lines} aria-live="polite">
          {lines.map((line, i) => (
            <VerdictLine key={i} line={line} />
          ))}
        </ul>
      ) : null}
      {invite ? (
        <p>
          <Link to={MY_BOAT_PATH} className={styles.invite}>
            {T.checkFitment}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function VerdictLine({ line }: { line: FitmentLine }) {
  return (
    <li className={cx(styles.line, styles[line.kind])}>
      <span aria-hidden="true" className={styles.mark}>
        {line.kind === 'fits' ? '✓' : line.kind === 'doesNotFit' ? '✕' : '–'}
      </span>
      <span>
        <span className={styles.verdict}>{line.text}</span>
        {line.row ? <span className={styles.matched}>{applicationText(line.row)}</span> : null}
      </span>
    </li>
  );
}

/**
 * The Specifications tab's fitment: the applications the part fits, its measurements (a propeller
 * summed up as it is sold, then every measurement) and its part numbers.
 */
export function PartFitmentDetails({ part }: { part: BoatPart }) {
  const id = useId();
  const { fitment, specs, partNumbers } = part;
  if (fitment.length === 0 && specs.length === 0 && partNumbers.length === 0) return null;
  const propeller = propellerSummary(specs);
  const own = partNumbers.filter((n) => n.relation === 'own');
  const supersedes = partNumbers.filter((n) => n.relation === 'supersedes');
  const crossReferences = partNumbers.filter((n) => n.relation === 'cross-reference');
  const list = (numbers: typeof partNumbers) =>
    numbers.map((n, i) => (
      <span key={n.normalized || n.number}>
        {i > 0 ? ', ' : null}
        <NumberLink number={n.number}>{numberWithBrand(n)}</NumberLink>
      </span>
    ));
  return (
    <div className={styles.details}>
      {fitment.length > 0 ? (
        <section aria-labelledby={`${id}-fits`}>
          <h3 id={`${id}-fits`} className={styles.heading}>
            {T.fitsHeading}
          </h3>
          <ul className={styles.applications}>
            {fitment.map((row, i) => (
              <li key={i}>{applicationText(row)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {partNumbers.length > 0 ? (
        <section aria-labelledby={`${id}-numbers`}>
          <h3 id={`${id}-numbers`} className={styles.heading}>
            {T.numbersHeading}
          </h3>
          {own.map((n) => (
            <p key={n.normalized || n.number} className={styles.ownBlock}>
              {n.brand ? <span className={styles.ownLabel}>{n.brand} </span> : null}
              <NumberLink number={n.number} className={styles.ownNumberLarge}>
                {n.number}
              </NumberLink>
            </p>
          ))}
          {supersedes.length > 0 ? <p>{withLabel(T.supersedes, list(supersedes))}</p> : null}
          {crossReferences.length > 0 ? <p>{withLabel(T.crossReference, list(crossReferences))}</p> : null}
        </section>
      ) : null}
      {specs.length > 0 ? (
        <section aria-labelledby={`${id}-measurements`}>
          <h3 id={`${id}-measurements`} className={styles.heading}>
            {T.specsHeading}
          </h3>
          {propeller ? <p className={styles.propeller}>{propeller}</p> : null}
          <table className={styles.table}>
            <tbody>
              {specs.map((spec, i) => (
                <tr key={i}>
                  <th scope="row">{specLabel(spec.key)}</th>
                  <td>{specValue(spec)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}

/** 'Supersedes …' with the numbers as links: the template's words around a list of elements. */
function withLabel(template: (numbers: string) => string, numbers: ReactNode) {
  const [before, after] = template('\u0000').split('\u0000');
  return (
    <>
      {before}
      {numbers}
      {after}
    </>
  );
}

/** A number links to the catalogue's search for it (every spelling and supersession is found there). */
function NumberLink({ number, className, children }: { number: string; className?: string; children: ReactNode }) {
  return (
    <Link to={`/boat-parts?${new URLSearchParams({ q: number }).toString()}`} className={className} title={T.searchNumber(number)}>
      {children}
    </Link>
  );
}

const styles = {
  summary: css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '1' }),
  ownLine: css({ fontSize: 'md' }),
  ownLabel: css({ color: 'fg.muted' }),
  ownNumber: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
  lines: css({ display: 'flex', flexDirection: 'column', gap: '1.5', listStyle: 'none', p: '0', m: '0' }),
  line: css({ display: 'flex', gap: '2', alignItems: 'baseline' }),
  fits: css({ color: 'success' }),
  doesNotFit: css({ color: 'danger' }),
  notStated: css({ color: 'fg.muted' }),
  mark: css({ fontWeight: 'bold', width: '4', flexShrink: 0, textAlign: 'center' }),
  verdict: css({ fontWeight: 'semibold', display: 'block' }),
  matched: css({ display: 'block', color: 'fg.muted', fontSize: 'sm' }),
  invite: css({ fontSize: 'sm' }),
  details: css({ display: 'flex', flexDirection: 'column', gap: '6', mt: '6' }),
  heading: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'primary', mb: '2' }),
  applications: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'disc', ps: '5', overflowWrap: 'anywhere' }),
  ownBlock: css({ mb: '1' }),
  ownNumberLarge: css({ fontSize: 'xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
  propeller: css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' }),
  table: css({
    width: 'full',
    borderCollapse: 'collapse',
    '& th, & td': { py: '2', px: '1', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'start', verticalAlign: 'top' },
    '& th': { fontWeight: 'semibold', color: 'fg.muted', width: '40%' },
    '& td': { overflowWrap: 'anywhere' },
  }),
};
