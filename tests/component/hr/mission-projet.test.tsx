import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEurosFromCents } from '@/shared/lib/format';
import { renderApp } from '../../helpers/app';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { call, list, useHrBackend as resetHrBackend, type Item } from '../../unit/fake-backend/client';

resetHrBackend();

const MISSIONS = '/app/effectif/mission';
const PROJECTS = '/app/effectif/projet';
/** fr-FR amounts; the matcher reads their narrow spaces as plain ones. */
const euros = (cents: number) => formatEurosFromCents(cents).replace(/\s/g, ' ');
const opened = () => screen.findByRole('link', { name: 'Edit' }, { timeout: 20_000 });
const nextSteps = () => {
  const group = screen.queryByRole('group', { name: 'Next steps' });
  return group ? within(group).getAllByRole('button').map((button) => button.textContent) : [];
};

describe('the mission order workflow', { timeout: 40_000 }, () => {
  it.each([
    ['draft', ['Submit', 'Cancel the order']],
    ['submitted', ['Approve', 'Reject', 'Cancel the order']],
    ['approved', ['Start the mission', 'Cancel the order']],
    ['in progress', ['Complete the mission', 'Cancel the order']],
    ['completed', []],
  ])('offers only the legal next steps of a %s order', async (status, buttons) => {
    const [mission] = (await list('mission', { status, pageSize: 1 })).items;
    renderApp({ route: `${MISSIONS}/${mission.id}`, preloadedState: signedIn() });
    await opened();
    expect(nextSteps()).toEqual(buttons);
  });

  it('asks before each step, then saves it: a draft is submitted, then approved', async () => {
    const [mission] = (await list('mission', { status: 'draft', pageSize: 1 })).items;
    const { user } = renderApp({ route: `${MISSIONS}/${mission.id}`, preloadedState: signedIn() });
    await opened();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Submit this mission order?' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await call('GET', `/app/mission/${mission.id}`)).body.status).toBe('draft');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    dialog = await screen.findByRole('dialog', { name: 'Submit this mission order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Mission order submitted.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(nextSteps()).toEqual(['Approve', 'Reject', 'Cancel the order']));

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve this mission order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Mission order approved.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(nextSteps()).toEqual(['Start the mission', 'Cancel the order']));
    expect((await call('GET', `/app/mission/${mission.id}`)).body.status).toBe('approved');
  });

  it('cancels an approved order only with a comment, kept with the order', async () => {
    const [mission] = (await list('mission', { status: 'approved', pageSize: 1 })).items;
    const { user } = renderApp({ route: `${MISSIONS}/${mission.id}`, preloadedState: signedIn() });
    await opened();
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog');
    const comment = within(dialog).getByLabelText('Comment (required)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect((await call('GET', `/app/mission/${mission.id}`)).body.status).toBe('approved');
    await user.type(comment, 'Client reporté au printemps.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(async () => expect((await call('GET', `/app/mission/${mission.id}`)).body).toMatchObject({ status: 'cancelled', comment: 'Client reporté au printemps.' }));
  });

  it('shows the expenses with their total against the advance and the estimated budget', async () => {
    const { items } = await list('mission', { status: 'completed', pageSize: 100 });
    const mission = items.find((item) => Number(item.expensesTotalCents) > 0 && item.advanceCents !== undefined && item.estimatedBudgetCents !== undefined);
    if (!mission) throw new Error('No completed mission with expenses, an advance and a budget');
    const total = Number(mission.expensesTotalCents);
    const advance = Number(mission.advanceCents);
    const budget = Number(mission.estimatedBudgetCents);
    renderApp({ route: `${MISSIONS}/${mission.id}`, preloadedState: signedIn() });
    const summary = await screen.findByRole('region', { name: 'Expenses summary' }, { timeout: 10_000 });
    expect(within(summary).getByTestId('mission-expenses-total')).toHaveTextContent(euros(total));
    const owed = total - advance;
    expect(within(summary).getByText(`Against the advance of ${euros(advance)}`).nextElementSibling).toHaveTextContent(
      owed >= 0 ? `${euros(owed)} still owed to the employee` : `${euros(-owed)} to be repaid by the employee`,
    );
    const left = budget - total;
    expect(within(summary).getByText(`Against the estimated budget of ${euros(budget)}`).nextElementSibling).toHaveTextContent(
      left >= 0 ? `${euros(left)} under budget` : `${euros(-left)} over budget`,
    );
    // The lines themselves, one row each.
    const expenses = screen.getByRole('region', { name: 'Expenses' });
    expect(within(expenses).getAllByRole('row')).toHaveLength((mission.expenses as unknown[]).length + 1);
  });
});

interface Member {
  employeeId: number;
  allocationPercent: number;
  from: string;
  to?: string;
}
const membersOf = (project: Item) => project.members as Member[];
const overlap = (a: Member, b: Member) => a.from <= (b.to ?? '9999-12-31') && b.from <= (a.to ?? '9999-12-31');

describe("a project's members", { timeout: 40_000 }, () => {
  it('flags a member allocated beyond 100 % across active projects, and not the others', async () => {
    const { items: active } = await list('projet', { status: 'active', pageSize: 100 });
    // A member on exactly one other active project at the same time, together above 100 %.
    const found = active.flatMap((project) =>
      membersOf(project).flatMap((member) => {
        const elsewhere = active.filter((other) => other.id !== project.id).flatMap((other) => membersOf(other).filter((line) => line.employeeId === member.employeeId));
        const total = member.allocationPercent + elsewhere.reduce((sum, line) => sum + line.allocationPercent, 0);
        return elsewhere.length === 1 && overlap(member, elsewhere[0]) && total > 100 ? [{ project, member, total }] : [];
      }),
    )[0];
    if (!found) throw new Error('The demo data over-allocates nobody');
    const alone = membersOf(found.project).find(
      (member) => !active.some((other) => other.id !== found.project.id && membersOf(other).some((line) => line.employeeId === member.employeeId)),
    );

    renderApp({ route: `${PROJECTS}/${found.project.id}`, preloadedState: signedIn() });
    const loads = await screen.findByRole('region', { name: "Members' workload" }, { timeout: 10_000 });
    expect(await within(loads).findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(/^Members allocated beyond 100 % across active projects: \d+\.$/);
    const employee = (await call('GET', `/app/employee/${found.member.employeeId}`)).body;
    const row = within(loads).getByRole('link', { name: new RegExp(String(employee.matricule)) }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(`${found.member.allocationPercent} %`);
    expect(row).toHaveTextContent(`${found.total} % — over-allocated`);
    if (alone) {
      const other = (await call('GET', `/app/employee/${alone.employeeId}`)).body;
      const aloneRow = within(loads).getByRole('link', { name: new RegExp(String(other.matricule)) }).closest('tr') as HTMLElement;
      expect(aloneRow).not.toHaveTextContent('over-allocated');
    }
  });
});
