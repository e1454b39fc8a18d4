import * as argon2 from 'argon2';
import { passwordHashingFrom } from '../identity-config';
import { hashPassword, verifyPassword } from './password-hasher';

describe('password hashing cost (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS)', () => {
  it("defaults to argon2's own cost, reads both settings, and refuses a cost below argon2id's floor or a typo", () => {
    expect(passwordHashingFrom({})).toEqual({ memoryKib: 65_536, iterations: 3 });
    expect(passwordHashingFrom({ PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_ITERATIONS: '2' })).toEqual({
      memoryKib: 19_456,
      iterations: 2,
    });
    expect(() => passwordHashingFrom({ PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow(/at least 1024/);
    expect(() => passwordHashingFrom({ PASSWORD_HASH_ITERATIONS: 'three' })).toThrow(/whole number/);
    expect(() => passwordHashingFrom({ PASSWORD_HASH_ITERATIONS: '0' })).toThrow(/whole number/);
  });

  it('makes new hashes at the configured cost (the suites run at 1024 KiB, 1 pass) and verifies hashes of any cost', async () => {
    const stored = await hashPassword('Wombat.Admin42!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=4\$/);
    expect(await verifyPassword(stored, 'Wombat.Admin42!')).toBe(true);
    expect(await verifyPassword(stored, 'Wombat.Admin42?')).toBe(false);
    // a hash made at production's cost (before a change of setting) still verifies: each hash records its own cost
    const older = await argon2.hash('Wombat.Admin42!', { type: argon2.argon2id });
    expect(older).toMatch(/m=65536,t=3,p=4/);
    expect(await verifyPassword(older, 'Wombat.Admin42!')).toBe(true);
  });
});
