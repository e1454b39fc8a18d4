import { fromWire, toWire } from './wire-names';

describe('wire names', () => {
  it("reads the spec's `reciever` as `receiver`, at every depth", () => {
    const answer = {
      is_reciever: true,
      recievers: ['ada@example.com'],
      general_settings: { members_with_roles: [{ email: 'ada@example.com', observer: false, reciever: true }] },
    };
    expect(fromWire(answer)).toEqual({
      is_receiver: true,
      receivers: ['ada@example.com'],
      general_settings: { members_with_roles: [{ email: 'ada@example.com', observer: false, receiver: true }] },
    });
  });

  it('sends `receiver` as the wire spells it, leaving other values as they are', () => {
    const file = new Blob(['x']);
    const body = { members_with_roles: [{ email: 'ada@example.com', observer: false, receiver: true }], file };
    const sent = toWire(body);
    expect(sent).toEqual({ members_with_roles: [{ email: 'ada@example.com', observer: false, reciever: true }], file });
    expect(sent.file).toBe(file);
    expect(toWire('text')).toBe('text');
    expect(toWire(undefined)).toBeUndefined();
  });
});
