import { notificationDismissed, notificationShown, notificationsSlice } from './notifications-slice';

const reduce = notificationsSlice.reducer;

describe('notifications slice', () => {
  it('given a shown notification, it is listed with a generated id', () => {
    const action = notificationShown({ type: 'success', title: 'User Updated', message: '' });
    expect(action.type).toBe('notifications/shown');
    const state = reduce(undefined, action);
    expect(state.items).toEqual([{ id: action.payload.id, type: 'success', title: 'User Updated', message: '' }]);
    expect(action.payload.id).toEqual(expect.any(String));
  });

  it('given a dismissal, only that notification goes away', () => {
    let state = reduce(undefined, notificationShown({ id: 'a', type: 'info', title: 'A', message: 'a' }));
    state = reduce(state, notificationShown({ id: 'b', type: 'error', title: 'B', message: 'b' }));
    state = reduce(state, notificationDismissed('a'));
    expect(notificationDismissed('a').type).toBe('notifications/dismissed');
    expect(state.items.map((n) => n.id)).toEqual(['b']);
  });
});
