import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { call, list, useHrBackend as resetHrBackend, type Item } from '../../unit/fake-backend/client';

resetHrBackend();

const TREE = '/app/effectif/enterprise/tree';

async function openTree(route = TREE) {
  const view = renderApp({ route, preloadedState: signedIn() });
  const tree = await screen.findByRole('tree', { name: 'Organisation chart' }, { timeout: 12_000 });
  return { ...view, tree };
}

/** The item of a unit, found by its name under another (names repeat across enterprises). */
const itemIn = (parent: HTMLElement, name: string) => within(parent).getByRole('treeitem', { name });
const enterpriseItem = (tree: HTMLElement, name: string) =>
  within(tree)
    .getAllByRole('treeitem', { name })
    .find((item) => item.parentElement === tree) as HTMLElement;

const activeStaff = async (filters: Record<string, string | number>) =>
  (await list('employee', { status: 'active', pageSize: 1, ...filters })).total;

// The page, its tree and the dialog's searches load on demand: give them time on a busy machine.
const SLOW = { timeout: 45_000 };

describe('the organisation chart', SLOW, () => {
  it('is linked from the unit lists and shows the three enterprises with their active headcounts', async () => {
    const { user, location } = renderApp({ route: '/app/effectif/service', preloadedState: signedIn() });
    await user.click(await screen.findByRole('link', { name: 'Organisation chart' }, { timeout: 5000 }));
    await waitFor(() => expect(location()).toBe(TREE));
    const tree = await screen.findByRole('tree', { name: 'Organisation chart' }, { timeout: 12_000 });

    const { items: enterprises } = await list('enterprise', { pageSize: 10 });
    expect(enterprises).toHaveLength(3);
    const top = within(tree).getAllByRole('treeitem').filter((item) => item.parentElement === tree);
    expect(top.map((item) => item.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'true']);
    for (const enterprise of enterprises) {
      const item = enterpriseItem(tree, String(enterprise.name));
      const count = await activeStaff({ enterpriseId: enterprise.id });
      expect(count).toBeGreaterThan(0);
      expect(item).toHaveAccessibleDescription(`Company, Active headcount ${count}`);
    }
  });

  it('moves with the arrow keys, opens and closes branches, and opens a record with Enter', async () => {
    const { user, tree, location } = await openTree();
    const [first] = within(tree).getAllByRole('treeitem');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(within(tree).getAllByRole('treeitem').filter((item) => item.tabIndex === 0)).toEqual([first]);
    expect(first).toHaveAccessibleName('Effectif Solutions');
    await user.click(within(first).getByText('Effectif Solutions'));
    expect(first).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    const second = document.activeElement as HTMLElement;
    expect(second).toHaveAttribute('role', 'treeitem');
    expect(second.parentElement).toBe(tree);
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowRight}');
    const direction = document.activeElement as HTMLElement;
    expect(direction.parentElement).toHaveAttribute('role', 'group');
    expect(direction).toHaveAccessibleDescription(/^Division, Code [A-Z]+, Head .+, Active headcount \d+$/);
    expect(direction).toHaveAttribute('aria-expanded', 'false');
    expect(direction).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(direction).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleDescription(/^Department,/);
    await user.keyboard('{ArrowLeft}');
    expect(direction).toHaveFocus();

    await user.keyboard('{End}');
    const items = within(tree).getAllByRole('treeitem');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();

    await user.keyboard('{ArrowDown}{Enter}');
    const directionId = Number(direction.dataset.key?.replace('direction-', ''));
    await waitFor(() => expect(location()).toBe(`/app/effectif/direction/${directionId}`));
  });

  it('finds a service by an accent-less query and opens the branches that lead to it', async () => {
    const { user, tree } = await openTree();
    await user.type(screen.getByRole('searchbox', { name: 'Search the organisation chart' }), 'preparation');
    const found = await within(tree).findByRole('treeitem', { name: 'Préparation de commandes' });
    expect(within(tree).queryByRole('treeitem', { name: 'Paie' })).not.toBeInTheDocument();
    expect(within(tree).getAllByRole('treeitem').filter((item) => item.parentElement === tree)).toHaveLength(1);
    for (let item = found.parentElement?.closest('[role="treeitem"]'); item; item = item.parentElement?.closest('[role="treeitem"]')) {
      expect(item).toHaveAttribute('aria-expanded', 'true');
    }
    expect(screen.getByRole('status')).toHaveTextContent('Units found: 1');

    await user.clear(screen.getByRole('searchbox', { name: 'Search the organisation chart' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the organisation chart' }), 'zzz introuvable');
    expect(await screen.findByText('No unit matches “zzz introuvable”.')).toBeInTheDocument();
  });
});

/** Picks a unit in the dialog's unit picker: the level's box opens on the units of the level above. */
async function pick(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement, level: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: level }));
  await user.click(await within(dialog).findByRole('option', { name: option }, { timeout: 5000 }));
}

async function serviceNamed(name: string, enterprise: string): Promise<Item> {
  const { items } = await list('service', { q: name, pageSize: 50 });
  const service = items.find((item) => item.name === name && item.enterpriseName === enterprise);
  if (!service) throw new Error(`No service ${name} in ${enterprise}`);
  return service;
}

/** Selects a service in the tree (under its enterprise) and opens the move dialog from the panel. */
async function openMove(user: ReturnType<typeof renderApp>['user'], tree: HTMLElement, enterprise: string, name: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Search the organisation chart' }), name);
  const item = itemIn(enterpriseItem(tree, enterprise), name);
  await user.click(within(item).getByText(name));
  expect(item).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('region', { name: 'Selected unit' });
  await user.click(within(panel).getByRole('button', { name: 'Move…' }));
  return screen.findByRole('dialog', { name: `Move “${name}”` });
}

describe('moving a unit', SLOW, () => {
  it('says so in the dialog when the new parent already uses the unit’s code', async () => {
    const { user, tree } = await openTree();
    const dialog = await openMove(user, tree, 'Effectif Solutions', 'Paie');
    expect(within(dialog).getByRole('combobox', { name: 'Department' })).toHaveValue('Paie et administration du personnel');
    await pick(user, dialog, 'Company', 'Rhénane Industrie');
    await pick(user, dialog, 'Division', 'Direction des Ressources Humaines');
    await pick(user, dialog, 'Department', 'Paie et administration du personnel');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      "The code PAIE is already used under this parent. Change the unit's code first, or choose another parent.",
    );
    const service = await serviceNamed('Paie', 'Effectif Solutions');
    expect(service.departmentName).toBe('Paie et administration du personnel');
    expect(service.enterpriseName).toBe('Effectif Solutions');
  });

  it('moves a service under another department: the tree and the headcounts follow', async () => {
    const before = await serviceNamed('Recrutement', 'Effectif Solutions');
    const staff = await activeStaff({ serviceId: before.id });
    expect(staff).toBeGreaterThan(0);
    const { items: targets } = await list('enterprise', { q: 'Logistique' });
    const logistique = targets[0];
    const logistiqueStaff = await activeStaff({ enterpriseId: logistique.id });

    const { user, tree } = await openTree();
    const dialog = await openMove(user, tree, 'Effectif Solutions', 'Recrutement');
    await pick(user, dialog, 'Company', 'Logistique Atlantique');
    await pick(user, dialog, 'Division', 'Direction des Opérations');
    await pick(user, dialog, 'Department', 'Transport');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(await screen.findByText('“Recrutement” has been moved.')).toBeInTheDocument();

    const after = (await call('GET', `/app/service/${before.id}`)).body;
    expect(after).toMatchObject({ departmentName: 'Transport', enterpriseName: 'Logistique Atlantique', version: before.version + 1 });
    await user.clear(screen.getByRole('searchbox', { name: 'Search the organisation chart' }));
    const moved = await waitFor(() => itemIn(enterpriseItem(tree, 'Logistique Atlantique'), 'Recrutement'), { timeout: 5000 });
    expect(moved).toHaveAttribute('aria-selected', 'true');
    expect(moved.closest('[role="group"]')?.closest('[role="treeitem"]')).toHaveAccessibleName('Transport');
    await waitFor(() =>
      expect(enterpriseItem(tree, 'Logistique Atlantique')).toHaveAccessibleDescription(`Company, Active headcount ${logistiqueStaff + staff}`),
    );
  });
});
