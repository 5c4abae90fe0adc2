import { json } from '../http';
import {
  AWAY_PEOPLE_NAMED,
  DASHBOARD_FIGURES,
  type AwayPerson,
  type DashboardFigure,
  type DashboardFigureName,
  type DashboardSummary,
  type DirectionFigure,
} from '@/domain/hr/dashboard';
import { dashboardQueries, directionQuery, headcountHistory, type FigureQuery } from '@/domain/hr/dashboard-queries';
import type { Row } from '@server/core/storage/tables';
import type { Routes } from '../http';
import type { AreaDefinition, AreaTable } from './area';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { employeeArea } from './areas/employee';
import { leaveArea } from './areas/leave';
import { missionArea } from './areas/mission';
import { parseListQuery, runListQuery } from './list-query';
import { createViewCache } from './view-cache';

/** Runs an area's list query, exactly as GET /app/{area} does, so a figure is the list's total. */
function listRunner<T extends AreaTable, I extends object, N extends object>(area: AreaDefinition<T, I, N>, ctx: AppContext) {
  const cache = createViewCache(area, ctx);
  return (filters: Record<string, string>, page: { pageSize: number; sort?: string } = { pageSize: 1 }) => {
    const params = new URLSearchParams({ ...filters, pageSize: String(page.pageSize), ...(page.sort ? { sort: page.sort } : {}) });
    return runListQuery(area, cache, ctx, parseListQuery(params, area, ctx));
  };
}

function createLists(ctx: AppContext) {
  return { employee: listRunner(employeeArea, ctx), leave: listRunner(leaveArea, ctx), mission: listRunner(missionArea, ctx) };
}
type Lists = ReturnType<typeof createLists>;

const figureOf = (lists: Lists, query: FigureQuery): DashboardFigure => ({
  ...query,
  count: lists[query.area](query.filters).total,
});

/** The first of today's absents by name, as the avatars show them. */
function awayPeople(lists: Lists, ctx: AppContext, query: FigureQuery): AwayPerson[] {
  const leaves: Row<'leaves'>[] = lists.leave(query.filters, { pageSize: AWAY_PEOPLE_NAMED, sort: 'employeeName' }).items;
  return leaves.flatMap((leave) => {
    const employee = ctx.db.get('employees', leave.employeeId);
    if (!employee) return [];
    const name = `${employee.firstName} ${employee.lastName}`;
    return [{ employeeId: employee.id, name, gender: employee.gender, ...(employee.nameFile ? { nameFile: employee.nameFile } : {}) }];
  });
}

function byDirection(lists: Lists, ctx: AppContext): DirectionFigure[] {
  const figures = [...ctx.db.list('directions')].map((direction) => ({
    ...figureOf(lists, directionQuery(direction.id)),
    directionId: direction.id,
    name: direction.name,
    enterpriseName: ctx.db.get('enterprises', direction.enterpriseId)?.name,
  }));
  return figures.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'fr') || a.directionId - b.directionId);
}

function summaryOf(lists: Lists, ctx: AppContext): DashboardSummary {
  const today = ctx.clock.today();
  const queries = dashboardQueries(today);
  const figures = Object.fromEntries(DASHBOARD_FIGURES.map((name) => [name, figureOf(lists, queries[name])])) as Record<
    DashboardFigureName,
    DashboardFigure
  >;
  return {
    today,
    figures,
    awayToday: awayPeople(lists, ctx, queries.awayToday),
    byDirection: byDirection(lists, ctx),
    history: headcountHistory(figures.headcount.count, today, ctx.db.list('employees')),
  };
}

/** GET /app/dashboard: the HR dashboard's figures, each the total of the list it links to. */
export function dashboardHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const lists = new WeakMap<AppBackend, Lists>();
  return [
    routes.on(
      'get',
      '/app/dashboard',
      async () => {
        const opened = await backend();
        let found = lists.get(opened);
        if (!found) lists.set(opened, (found = createLists(opened.ctx)));
        return json(summaryOf(found, opened.ctx));
      },
      { bearer: true },
    ),
  ];
}
