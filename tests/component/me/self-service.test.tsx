import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { AttendanceCorrectionForm } from '@/features/me/attendance-correction/AttendanceCorrectionForm';
import { MyAttendanceCorrections } from '@/features/me/attendance-correction/MyAttendanceCorrections';
import { MyRecordCard } from '@/features/me/record/MyRecordCard';
import { createTestStore } from '../../helpers/app';
import { signedIn } from '../../helpers/users';

/** The signed-in demo administrator is the employee 1: she asks for herself. */
const ME = 1;

function mount(children: React.ReactNode) {
  const { store } = createTestStore({ preloadedState: signedIn() });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      {children}
      <ToastContainer />
    </Provider>,
  );
  return { user, store };
}

describe('the attendance correction form', () => {
  it('shows each error beside its field, then sends the request and lists it as pending', async () => {
    const { user } = mount(
      <>
        <AttendanceCorrectionForm employeeId={ME} />
        <MyAttendanceCorrections employeeId={ME} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('This field is required.');

    await user.type(screen.getByLabelText('Day'), '2026-03-10');
    await user.type(screen.getByLabelText('Arrival'), '08:30');
    await user.type(screen.getByLabelText('Departure'), '17:00');
    await user.type(screen.getByLabelText('Break (minutes)'), '45');
    await user.type(screen.getByLabelText('Reason'), 'Badge oublié');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));

    expect(await screen.findByText('Correction asked: your manager will decide.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My attendance corrections' });
    const item = await within(list).findByText(/10\/03\/2026: 08:30–17:00, break 45 min/);
    const row = item.closest('li') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(within(row).getByText('Withdrawn')).toBeInTheDocument());
  });

  it('shows the server’s refusal beside its field: a day before the hire', async () => {
    const { user } = mount(<AttendanceCorrectionForm employeeId={ME} />);
    await user.type(screen.getByLabelText('Day'), '1990-01-02');
    await user.type(screen.getByLabelText('Arrival'), '08:30');
    await user.type(screen.getByLabelText('Departure'), '17:00');
    await user.type(screen.getByLabelText('Reason'), 'Oubli');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(screen.getByLabelText('Day')).toHaveAccessibleDescription(/before the hire date/));
  });
});

describe('my record card', () => {
  it('changes my phone directly, and sends a change of my address to HR, listed as pending', async () => {
    const { user } = mount(<MyRecordCard employeeId={ME} />);
    await user.click(await screen.findByRole('button', { name: 'Change my phone' }));
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(phone).toHaveAccessibleDescription(/This phone number is not valid/);
    await user.clear(phone);
    await user.type(phone, '06 11 22 33 44');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone saved.')).toBeInTheDocument();
    expect(await screen.findByText('06 11 22 33 44')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ask HR to change' }));
    expect(screen.getByText(/your request goes to HR/)).toBeInTheDocument();
    const address = screen.getByLabelText('Address');
    await user.clear(address);
    await user.type(address, '5 rue des Lilas');
    await user.click(screen.getByRole('button', { name: 'Send to HR' }));
    expect(await screen.findByText('Sent to HR: the change is made when they accept it.')).toBeInTheDocument();
    const changes = await screen.findByRole('list', { name: 'My requested changes' });
    await within(changes).findByText('5 rue des Lilas');
    expect(within(changes).getAllByText('Pending').length).toBeGreaterThan(0);
  });
});
