import { type EngineInput, engineLabel, parseHin } from '@dockside/shared/fitment';
import { css, cx } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { Button } from '@/components/ui/button';
import { cardStyles } from '@/components/ui/card';
import { discard } from '@/lib/sync/outbox';
import { BOAT_TEXTS as T } from '../boats.constants';
import type { BoatView } from '../utils/with-pending-boats';

/** 'Yamaha F150 (2006) · S/N 63P-1012345 · 25" · counter' — one engine in a line. */
function engineLine(engine: EngineInput): string {
  const label = engineLabel(engine);
  return [
    engine.year === null ? label : `${label} (${engine.year})`,
    engine.serial ? T.serialShort(engine.serial) : null,
    engine.drive,
    engine.shaftLength,
    engine.rotation === 'counter' ? engine.rotation : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

interface BoatCardProps {
  view: BoatView;
  onEdit?: (view: BoatView) => void;
  onDelete?: (view: BoatView) => void;
}

/** One boat: hull, HIN with what it decodes to, engines, and a change still waiting or refused. */
export function BoatCard({ view, onEdit, onDelete }: BoatCardProps) {
  const { boat, change } = view;
  const hull = [boat.year, boat.make, boat.model].filter((part) => part !== null && part !== '').join(' ');
  const hin = boat.hin ? parseHin(boat.hin) : null;
  return (
    <li className={styles.card} data-testid="boat" data-status={change?.status ?? 'saved'}>
      <h3 className={styles.name}>{boat.name}</h3>
      {hull || boat.lengthFt !== null ? (
        <p className={styles.line}>{[hull, boat.lengthFt === null ? null : T.lengthFt(boat.lengthFt)].filter(Boolean).join(' · ')}</p>
      ) : null}
      {boat.hin ? (
        <p className={styles.muted} data-testid="boat-hin">
          {T.hinLine(boat.hin)} — {hin?.ok ? T.hinDecoded(hin.decoded.modelYear, hin.decoded.manufacturerCode) : T.hinUnreadable}
        </p>
      ) : null}
      <div>
        <h4 className={styles.subheading}>{T.engines}</h4>
        {boat.engines.length === 0 ? (
          <p className={styles.muted}>{T.noEngines}</p>
        ) : (
          <ul className={styles.engines}>
            {boat.engines.map((engine, i) => (
              <li key={i}>{engineLine(engine)}</li>
            ))}
          </ul>
        )}
      </div>
      {change?.status === 'pending' ? (
        <p className={styles.pending} role="status">
          {view.id === null ? T.pendingCreate : T.pendingChange}
        </p>
      ) : null}
      {change && change.status !== 'pending' ? (
        <p className={styles.error} role="alert">
          {change.message ?? T.rejected}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onEdit ? (
          <Button variant="outline" size="sm" onClick={() => onEdit(view)} aria-label={T.actionLabel(T.edit, boat.name)}>
            {T.edit}
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => onDelete(view)}
            aria-label={T.actionLabel(T.delete, boat.name)}
          >
            {T.delete}
          </Button>
        ) : null}
        {change && change.status !== 'pending' ? (
          <Button variant="ghost" size="sm" onClick={() => void discard(change.itemId)}>
            {T.discard}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const styles = {
  card: cx(cardStyles({ padding: 'md' }), stack({ gap: '2' })),
  name: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'primary', overflowWrap: 'anywhere' }),
  line: css({ overflowWrap: 'anywhere' }),
  subheading: css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' }),
  engines: css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '1', overflowWrap: 'anywhere' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
  pending: css({ fontSize: 'sm', color: 'fg.muted', fontStyle: 'italic' }),
  error: css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: '1' }),
};
