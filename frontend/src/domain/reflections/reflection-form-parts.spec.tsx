import '../../shared/testing/dom-globals';
import { ReflectionMessages } from '@gc/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { initialMembers, MembersPicker, withReceiverCheck, type MemberRoles } from './members-picker';
import { ScheduleFields, withScheduleCheck } from './schedule-fields';

interface Form {
  launch_date: string;
  due_date: string;
  members_with_roles: MemberRoles[];
}

const MEMBERS = [
  { email: 'ada@example.com', name: 'Ada Lovelace', team_role: 'Cofounder' },
  { email: 'bob@example.com', name: null, team_role: 'Other' },
];
const none: Resolver<Form> = async (values) => ({ values, errors: {} });

function Harness({
  phase,
  start,
  onValid,
}: {
  phase?: 'UPCOMING' | 'IN_PROGRESS' | 'CLOSED';
  start?: Partial<Form>;
  onValid(values: Form): void;
}) {
  const { control, handleSubmit } = useForm<Form>({
    resolver: withReceiverCheck(withScheduleCheck(none)),
    defaultValues: { launch_date: '', due_date: '', members_with_roles: initialMembers(MEMBERS), ...start },
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <ScheduleFields control={control} phase={phase} timeZone="Europe/Paris" />
      <MembersPicker control={control} members={MEMBERS} label="Members of Rocket" />
      <button type="submit">Publish</button>
    </form>
  );
}

describe('ScheduleFields and MembersPicker', () => {
  it('picks times in the admin’s zone and keeps instants, with the members’ flags', async () => {
    const onValid = jest.fn();
    const user = userEvent.setup();
    render(<Harness onValid={onValid} />);

    expect(screen.getByText('Times in Europe/Paris')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Launch date/), { target: { value: '2026-12-01T09:00' } });
    fireEvent.change(screen.getByLabelText(/Due date/), { target: { value: '2026-12-08T18:30' } });
    await user.click(screen.getByRole('checkbox', { name: 'Observer: Ada Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Receiver: Ada Lovelace' }));
    expect(screen.getByRole('checkbox', { name: 'Observer: Ada Lovelace' })).toHaveProperty('checked', false);
    await user.click(screen.getByRole('checkbox', { name: 'Observer: bob@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0][0]).toEqual({
      launch_date: '2026-12-01T08:00:00.000Z',
      due_date: '2026-12-08T17:30:00.000Z',
      members_with_roles: [
        { email: 'ada@example.com', observer: false, receiver: true },
        { email: 'bob@example.com', observer: true, receiver: false },
      ],
    });
  });

  it('asks for the dates, a due date not before the launch and a receiver', async () => {
    const onValid = jest.fn();
    const user = userEvent.setup();
    render(<Harness onValid={onValid} />);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getAllByText(ReflectionMessages.selectDate)).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('You must select at least one member to publish an assessment');

    fireEvent.change(screen.getByLabelText(/Launch date/), { target: { value: '2026-12-08T09:00' } });
    fireEvent.change(screen.getByLabelText(/Due date/), { target: { value: '2026-12-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(ReflectionMessages.dueBeforeLaunch)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('locks the launch date once launched and both once closed, saying why', () => {
    const start = { launch_date: '2026-12-01T08:00:00.000Z', due_date: '2026-12-08T17:30:00.000Z' };
    const { unmount } = render(<Harness phase="IN_PROGRESS" start={start} onValid={jest.fn()} />);
    expect((screen.getByLabelText(/Launch date/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Launch date/) as HTMLInputElement).value).toBe('2026-12-01T09:00');
    expect(screen.getByText(ReflectionMessages.launchLocked)).toBeTruthy();
    expect((screen.getByLabelText(/Due date/) as HTMLInputElement).disabled).toBe(false);
    unmount();

    render(<Harness phase="CLOSED" start={start} onValid={jest.fn()} />);
    expect((screen.getByLabelText(/Launch date/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Due date/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText(ReflectionMessages.datesLocked)).toHaveLength(2);
  });
});
