import { css } from 'styled-system/css';
import { splitMentions } from '../utils/mentions';

/** A message's text, rendered as text (never HTML), with @mentions highlighted. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitMentions(text).map((part, index) =>
        part.mention ? (
          <mark key={index} className={mention}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

const mention = css({ bg: 'signal.subtle', color: 'fg', fontWeight: 'semibold', borderRadius: 'sm', px: '0.5' });
