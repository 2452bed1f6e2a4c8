// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';

// Its own small module: the login schema of the main entry uses it without carrying validation.ts.

export const CONTROL_CHARACTERS_MESSAGE = 'Remove the invisible control characters from this field.';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, less tab, line feed and carriage return
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Refuses C0 control characters (U+0000–U+001F) and DEL (U+007F): invisible, never meant, and PostgreSQL
 * cannot store U+0000 in text, so they are a client's mistake and never a server error. `multiLine` text
 * (a textarea) keeps its tabs and line breaks. Put it before the field's other checks: it stops them, so a
 * field holding control characters gets this one message.
 */
export const noControlCharacters = ({ multiLine = false } = {}) => {
  const forbidden = multiLine ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  return z.refine<string>((value) => !forbidden.test(value), {
    message: CONTROL_CHARACTERS_MESSAGE,
    params: { standalone: true },
    abort: true,
  });
};
