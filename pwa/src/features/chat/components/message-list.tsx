import type { ChatMessage } from '@dockside/shared/chat';
import { CHAT_TEXTS } from '@dockside/shared/chat';
import { MODERATED_MESSAGE_TEXTS, type ReportTargetType } from '@dockside/shared/moderation';
import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CHAT_UI_TEXTS } from '../chat.constants';
import { groupByDay } from '../utils/chat-time';
import { authorName, MessageItem } from './message-item';
import { pillStyles } from '@/components/ui/pill';

interface MessageListProps {
  messages: ChatMessage[];
  userId: number;
  roomName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The moderation feature's Report button (docs/decisions.md "Moderation"), passed in by the route; shown on others' messages. */
  renderReport?: RenderReport;
}

/** Renders a Report button for an item; the route passes the moderation feature's (features do not import each other). */
export type RenderReport = (target: { targetType: ReportTargetType; targetId: number; authorName?: string }) => ReactNode;

/** A message hidden after reports or removed by a moderator arrives with a fixed text: nothing left to report. */
const MODERATED_TEXTS: ReadonlySet<string> = new Set(Object.values(MODERATED_MESSAGE_TEXTS));
const isModerated = (message: ChatMessage) => MODERATED_TEXTS.has(message.content);

/** Pixels from the top at which the previous page loads. */
const LOAD_OLDER_AT = 80;
/** Within this distance of the bottom, a new message scrolls into view (otherwise the reader keeps their place). */
const STICK_TO_BOTTOM = 120;

/** Spec §2: messages grouped by calendar day with a date badge; scrolling up loads older ones. */
export function MessageList({ messages, userId, roomName, hasOlder, loadingOlder, onLoadOlder, renderReport }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const previous = useRef<{ firstId?: number; lastId?: number; height: number }>({ height: 0 });

  // Older messages added on top keep the reader's place; a new one at the bottom scrolls into view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.firstId !== undefined && firstId !== undefined && firstId < before.firstId && lastId === before.lastId) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (atBottom.current || before.lastId === undefined) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { firstId, lastId, height: element.scrollHeight };
  }, [firstId, lastId]);

  // A short history that does not fill the panel cannot be scrolled up: load more until it does.
  useEffect(() => {
    const element = scroller.current;
    if (element && hasOlder && !loadingOlder && element.scrollHeight <= element.clientHeight) onLoadOlder();
  }, [hasOlder, loadingOlder, messages.length, onLoadOlder]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM;
    if (element.scrollTop < LOAD_OLDER_AT && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <div ref={scroller} className={styles.scroller} onScroll={onScroll} tabIndex={0} role="log" aria-label={`Messages in ${roomName}`}>
      {loadingOlder ? <p className={styles.loading}>{CHAT_UI_TEXTS.olderLoading}</p> : null}
      {messages.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyHeading}>{CHAT_TEXTS.emptyRoom}</p>
          <p>{CHAT_TEXTS.emptyRoomHint}</p>
        </div>
      ) : (
        groupByDay(messages).map((group) => (
          <Fragment key={group.key}>
            <p className={styles.day}>
              <span className={styles.dayBadge}>{group.label}</span>
            </p>
            <ul className={styles.list}>
              {group.items.map((message) => {
                const own = message.userId === userId;
                const report =
                  own || !renderReport || isModerated(message)
                    ? null
                    : renderReport({ targetType: 'message', targetId: message.id, authorName: authorName(message) });
                return <MessageItem key={message.id} message={message} own={own} report={report} />;
              })}
            </ul>
          </Fragment>
        ))
      )}
    </div>
  );
}

const styles = {
  scroller: css({
    flex: '1',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '4',
    minHeight: '20rem',
    maxHeight: { base: '60dvh', md: '32rem' },
    bg: 'bg.subtle',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
  }),
  loading: css({ textAlign: 'center', color: 'fg.muted', fontSize: 'sm' }),
  empty: css({ m: 'auto', textAlign: 'center', color: 'fg.muted' }),
  emptyHeading: css({ fontWeight: 'semibold', color: 'fg', fontSize: 'lg' }),
  day: css({ display: 'flex', justifyContent: 'center' }),
  dayBadge: pillStyles({ tone: 'muted' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' }),
};
