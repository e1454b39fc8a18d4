import { normalizeEmail } from './identity.rules';

/** The permission column of an import file: 'Client Administrator' or 'User' (admin spec, CSV import). */
export const IMPORT_PERMISSIONS: Readonly<Record<string, number>> = { 'client administrator': 0, user: 8 };

export type ParsedImportRow =
  | { line: number; ok: true; name: string; email: string; role: number }
  | { line: number; ok: false; email: string | null; reason: string };

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** Splits one CSV line, honouring double quotes ("Smith, Jr.") and doubled quotes inside them. */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/**
 * Parses an import file: a header row, then name,email,permission per line. Every row is judged on its own so
 * the report can say why each bad row was refused; duplicates of an email within the file are refused after the
 * first. Blank lines are skipped.
 */
export function parseUserImport(text: string): { rows: ParsedImportRow[]; headerError: string | null } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  if (header.length < 3 || header[0] !== 'name' || header[1] !== 'email' || header[2] !== 'permission') {
    return { rows: [], headerError: 'The first line must be the header row: name,email,permission' };
  }
  const seen = new Set<string>();
  const rows: ParsedImportRow[] = [];
  for (let index = 1; index < lines.length; index++) {
    const raw = lines[index];
    if (raw.trim() === '') continue;
    const line = index + 1;
    const cells = splitCsvLine(raw);
    if (cells.length !== 3) {
      rows.push({ line, ok: false, email: null, reason: 'Each row needs exactly three values: name,email,permission' });
      continue;
    }
    const [name, rawEmail, permission] = cells;
    const email = normalizeEmail(rawEmail);
    if (!name) rows.push({ line, ok: false, email, reason: 'The name is required.' });
    else if (!EMAIL.test(email))
      rows.push({ line, ok: false, email: rawEmail || null, reason: 'This is not a valid email address.' });
    else if (!(permission.toLowerCase() in IMPORT_PERMISSIONS))
      rows.push({
        line,
        ok: false,
        email,
        reason: "Invalid Role: the permission must be 'Client Administrator' or 'User'.",
      });
    else if (seen.has(email))
      rows.push({ line, ok: false, email, reason: 'This email appears more than once in the file.' });
    else {
      seen.add(email);
      rows.push({ line, ok: true, name, email, role: IMPORT_PERMISSIONS[permission.toLowerCase()] });
    }
  }
  return { rows, headerError: null };
}
