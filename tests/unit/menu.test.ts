import { describe, expect, it } from 'vitest';
import { HORIZONTAL_MENU, MENU } from '@/features/layout/menu/menu';
import { HEADER_SPARE_PX, SLACK_PX, splitMenu } from '@/features/layout/menu/menu-overflow';

describe('the menu', () => {
  it('lists the fourteen areas in order, with the product slug in their routes', () => {
    expect(MENU.map((entry) => [entry.id, entry.path])).toEqual([
      [1, '/effectif/employee'],
      [2, '/app/effectif/assignment'],
      [3, '/app/effectif/attendance'],
      [4, '/app/effectif/position'],
      [5, '/app/effectif/leave'],
      [6, '/app/effectif/mission'],
      [7, '/app/effectif/projet'],
      [8, '/app/effectif/salary'],
      [9, '/app/effectif/city'],
      [10, '/app/effectif/country'],
      [11, '/app/effectif/enterprise'],
      [12, '/app/effectif/direction'],
      [13, '/app/effectif/department'],
      [14, '/app/effectif/service'],
    ]);
  });

  it('shows the entries with ids below 14 in the horizontal layout', () => {
    expect(HORIZONTAL_MENU).toHaveLength(13);
    expect(HORIZONTAL_MENU.at(-1)?.area).toBe('department');
  });
});

describe('splitMenu', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  const itemWidths = [100, 100, 100, 100, 100];
  const reserve = HEADER_SPARE_PX + SLACK_PX;

  it('shows everything when it all fits beside the spare and the slack', () => {
    expect(splitMenu({ items, itemWidths, availableWidth: 500 + reserve, viewportWidth: 1280, moreWidth: 80 })).toEqual({
      visible: items,
      more: [],
    });
  });

  it("moves what does not fit under 'more', keeping room for 'more' itself", () => {
    expect(splitMenu({ items, itemWidths, availableWidth: 499 + reserve, viewportWidth: 1280, moreWidth: 80 })).toEqual({
      visible: ['a', 'b', 'c', 'd'],
      more: ['e'],
    });
    expect(splitMenu({ items, itemWidths, availableWidth: 379 + reserve, viewportWidth: 1280, moreWidth: 80 })).toEqual({
      visible: ['a', 'b'],
      more: ['c', 'd', 'e'],
    });
  });

  it('shows everything under 768 px', () => {
    expect(splitMenu({ items, itemWidths, availableWidth: 300, viewportWidth: 767, moreWidth: 80 })).toEqual({
      visible: items,
      more: [],
    });
  });

  it('puts everything under more when nothing fits', () => {
    expect(splitMenu({ items, itemWidths, availableWidth: 250, viewportWidth: 800, moreWidth: 80 }).visible).toEqual([]);
  });
});
