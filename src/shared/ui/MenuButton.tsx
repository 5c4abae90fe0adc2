import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuButtonProps {
  /** What the button shows; give it an accessible name. */
  label: ReactNode;
  buttonClassName?: string;
  /** Shown above the items, outside the menu (e.g. a greeting). */
  header?: ReactNode;
  align?: 'start' | 'end';
  /** The items, each an element with role="menuitem"; choosing one closes the menu. */
  children: ReactNode;
}

const ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * A button that opens a menu (the WAI-ARIA menu button pattern): Enter, Space or the
 * arrows open it on an item; arrows, Home and End move; Escape or Tab close it, and
 * focus returns to the button; a click outside closes it too.
 */
export function MenuButton({ label, buttonClassName = '', header, align = 'end', children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen === 'first' ? list[0] : list.at(-1))?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, focusOnOpen]);

  const openOn = (where: 'first' | 'last') => {
    setFocusOnOpen(where);
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="dropdown">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={`dropdown-toggle ${buttonClassName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openOn('first'))}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {open && (
        <div
          ref={panel}
          className={`dropdown-menu show mt-1 ${align === 'end' ? 'dropdown-menu-end end-0' : 'start-0'}`}
          style={{ position: 'absolute', top: '100%' }}
          onKeyDown={onMenuKey}
          onClick={(event) => {
            if ((event.target as Element).closest('[role="menuitem"]')) setOpen(false);
          }}
        >
          {header}
          <div id={menuId} role="menu" aria-labelledby={buttonId}>
            {children}
          </div>
        </div>
      )}
    </div>
  );
}
