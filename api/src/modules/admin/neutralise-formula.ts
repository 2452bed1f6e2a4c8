/** OWASP's CSV/formula injection list: text starting with one of these a spreadsheet may run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet program would take as a formula, made plain text with a leading apostrophe (OWASP).
 * The apostrophe is in the cell's text: exceljs writes no quotePrefix style, which would hide it.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
