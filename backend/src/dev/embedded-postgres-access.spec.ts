import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closedAncestor, unreachableAsRoot } from './embedded-postgres';

/**
 * Issue 30: as root, embedded Postgres runs as the `postgres` system user, who cannot enter a mode-700 folder such as
 * /root; starting from a checkout there stops at once with the exact command instead of `spawn .../initdb EACCES`.
 */
describe('can the postgres system user reach a folder?', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'gc-access-'));
    chmodSync(root, 0o755);
  });
  afterEach(() => {
    chmodSync(root, 0o755);
    rmSync(root, { recursive: true, force: true });
  });

  it('finds the first folder on the way that others may not enter', () => {
    const home = path.join(root, 'home');
    const checkout = path.join(home, 'project', 'node_modules', 'bin');
    mkdirSync(checkout, { recursive: true, mode: 0o755 });
    chmodSync(home, 0o700);
    expect(closedAncestor(checkout)).toBe(home);
    expect(unreachableAsRoot(home)).toContain(`\`chmod o+x ${home}\``);
    expect(unreachableAsRoot(home)).toContain('(mode 700)');
  });

  it('finds none when every folder may be passed through (o+x), even unlistable ones', () => {
    const home = path.join(root, 'home');
    const checkout = path.join(home, 'project');
    mkdirSync(checkout, { recursive: true, mode: 0o755 });
    chmodSync(home, 0o711);
    expect(closedAncestor(checkout)).toBeNull();
  });
});
