import { userRowAction } from './identity.rules';

describe('userRowAction (Manage Users row status)', () => {
  it('given a disabled account, then REACTIVATE whatever it holds', () => {
    expect(userRowAction({ enabled: false, name: 'Ada Lovelace', phone_number: '+15550001111' })).toBe('REACTIVATE');
  });
  it('given an enabled account with name and phone, then EDIT USER', () => {
    expect(userRowAction({ enabled: true, name: 'Ada Lovelace', phone_number: '+15550001111' })).toBe('EDIT USER');
  });
  it('given an enabled account still pending login (no phone yet), then RESET PASSWORD', () => {
    expect(userRowAction({ enabled: true, name: 'Ada Lovelace', phone_number: null })).toBe('RESET PASSWORD');
    expect(userRowAction({ enabled: true, name: null, phone_number: null })).toBe('RESET PASSWORD');
  });
});
