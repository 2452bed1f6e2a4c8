// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';

// Its own small module: the login schema of the main entry uses it without carrying validation.ts.

export const CONTROL_CHARACTERS_MESSAGE = 'Remove the invisible control characters from this field.';

/**
 * Besides C0 (U+0000–U+001F): DEL and the C1 controls (U+007F–U+009F); the zero-width no-break space
 * (U+FEFF); the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), with which
 * a name can be made to display as another.
 */
const INVISIBLE = String.raw`\u007f-\u009f\ufeff\u202a-\u202e\u2066-\u2069`;
const CONTROL_CHARACTER = new RegExp(`[\\u0000-\\u001f${INVISIBLE}]`);
/** The same, less tab, line feed and carriage return. */
const CONTROL_CHARACTER_BUT_LINE_BREAKS = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f${INVISIBLE}]`,
);
/** Half of a UTF-16 pair without its other half: no character at all (stored, it would become U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Refuses control characters (C0, DEL, C1 and the invisible ones above) and lone surrogates: never meant,
 * and PostgreSQL cannot store U+0000 in text, so they are a client's mistake and never a server error.
 * `multiLine` text (a textarea) keeps its tabs and line breaks. Put it before the field's other checks: it stops them, so a
 * field holding control characters gets this one message.
 */
export const noControlCharacters = ({ multiLine = false } = {}) => {
  const forbidden = multiLine ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  return z.refine<string>((value) => !forbidden.test(value) && !LONE_SURROGATE.test(value), {
    message: CONTROL_CHARACTERS_MESSAGE,
    params: { standalone: true },
    abort: true,
  });
};
