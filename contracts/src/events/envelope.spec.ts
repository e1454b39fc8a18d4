import { laterPosition } from './envelope';

describe('laterPosition', () => {
  it('answers the later of two positions and treats null as nothing written', () => {
    const a = { commit: 5n, prepare: 9n };
    const b = { commit: 6n, prepare: 1n };
    expect(laterPosition(a, b)).toBe(b);
    expect(laterPosition(b, a)).toBe(b);
    expect(laterPosition(null, a)).toBe(a);
    expect(laterPosition(a, null)).toBe(a);
    expect(laterPosition(null, null)).toBeNull();
  });
});
