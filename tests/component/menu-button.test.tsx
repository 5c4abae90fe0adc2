import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from '@/shared/ui/MenuButton';

function renderMenu(onChoose = vi.fn()) {
  render(
    <>
      <MenuButton label="Actions" header={<h6>Hello</h6>}>
        <button type="button" role="menuitem" onClick={() => onChoose('one')}>
          One
        </button>
        <button type="button" role="menuitem" onClick={() => onChoose('two')}>
          Two
        </button>
        <button type="button" role="menuitem" onClick={() => onChoose('three')}>
          Three
        </button>
      </MenuButton>
      <p>Outside</p>
    </>,
  );
  return { button: screen.getByRole('button', { name: 'Actions' }), onChoose };
}

describe('MenuButton', () => {
  it('opens on the first item with Enter, moves with the arrows and wraps, closes with Escape', async () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('opens on the last item with ArrowUp', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus();
  });

  it('closes once an item is chosen, or on a click outside', async () => {
    const { button, onChoose } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Two' }));
    expect(onChoose).toHaveBeenCalledWith('two');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
