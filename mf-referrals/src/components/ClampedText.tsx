import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Button } from '@refnet/shared-ui';

/** SPEC §9 text clamp. */
export const CLAMP_LINES = 4;
/** Text this long (or with more lines than the clamp) gets Read More even where nothing can be measured. */
const LONG_TEXT_CHARACTERS = 300;

const clamped: CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: CLAMP_LINES,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

const isLong = (text: string) => text.length > LONG_TEXT_CHARACTERS || text.split('\n').length > CLAMP_LINES;

/** Text clamped to 4 lines with Read More / Read Less, offered only when there is more to read (SPEC §2.9). */
export function ClampedText({ text }: { text: string }) {
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = paragraph.current;
    if (element && !expanded) setOverflows(element.scrollHeight > element.clientHeight);
  }, [text, expanded]);

  return (
    <>
      <p id={id} ref={paragraph} style={{ margin: 0, whiteSpace: 'pre-wrap', ...(expanded ? {} : clamped) }}>
        {text}
      </p>
      {(overflows || isLong(text)) && (
        <Button
          type="link"
          style={{ padding: 0 }}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </Button>
      )}
    </>
  );
}
