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
import { dashboardQueries, directionQuery, firstHistoryMonth, headcountHistory, type FigureQuery } from '@/domain/hr/dashboard-queries';
import type { Row } from '@server/core/storage/tables';
import type { Routes } from '../http';
import { withinOf } from '../access/area-reach';
import { actorOf, need } from '../access/permission';
import { hrAreaOf } from '../access/resources';
import { scopeOf, type Scope } from '../access/scope';
import { unitsShown, type ShownUnits } from '../access/units';
import type { AreaDefinition, AreaTable } from './area';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { employeeArea } from './areas/employee';
import { leaveArea } from './areas/leave';
import { missionArea } from './areas/mission';
import { parseListQuery, runListQuery } from './list-query';

/** Runs an area's list query, exactly as GET /app/{area} does within the scope, so a figure is the list's total. */
const listRunner =
  <T extends AreaTable, I extends object, N extends object>(area: AreaDefinition<T, I, N>, ctx: AppContext, scope: Scope) =>
  (filters: Record<string, string>, page: { pageSize: number; sort?: string } = { pageSize: 1 }) => {
    const params = new URLSearchParams({ ...filters, pageSize: String(page.pageSize), ...(page.sort ? { sort: page.sort } : {}) });
    return runListQuery(area, ctx, { ...parseListQuery(params, area, ctx), within: withinOf(hrAreaOf(area.name), scope) });
  };

function createLists(ctx: AppContext, scope: Scope) {
  return { employee: listRunner(employeeArea, ctx, scope), leave: listRunner(leaveArea, ctx, scope), mission: listRunner(missionArea, ctx, scope) };
}
type Lists = ReturnType<typeof createLists>;

const figureOf = async (lists: Lists, query: FigureQuery): Promise<DashboardFigure> => ({
  ...query,
  count: (await lists[query.area](query.filters)).total,
});

/** The first of today's absents by name, as the avatars show them. */
async function awayPeople(lists: Lists, ctx: AppContext, query: FigureQuery): Promise<AwayPerson[]> {
  const leaves: Row<'leaves'>[] = (await lists.leave(query.filters, { pageSize: AWAY_PEOPLE_NAMED, sort: 'employeeName' })).items;
  const employees = new Map((await ctx.db.getMany('employees', leaves.map((leave) => leave.employeeId))).map((employee) => [employee.id, employee]));
  return leaves.flatMap((leave) => {
    const employee = employees.get(leave.employeeId);
    if (!employee) return [];
    const name = `${employee.firstName} ${employee.lastName}`;
    return [{ employeeId: employee.id, name, gender: employee.gender, ...(employee.nameFile ? { nameFile: employee.nameFile } : {}) }];
  });
}

async function byDirection(lists: Lists, ctx: AppContext, shown: ShownUnits | undefined): Promise<DirectionFigure[]> {
  const enterprises = new Map((await ctx.db.all('enterprises')).map((enterprise) => [enterprise.id, enterprise.name]));
  const figures: DirectionFigure[] = [];
  for (const direction of await ctx.db.all('directions')) {
    if (shown && !shown.directions.has(direction.id)) continue;
    figures.push({
      ...(await figureOf(lists, directionQuery(direction.id))),
      directionId: direction.id,
      name: direction.name,
      enterpriseName: enterprises.get(direction.enterpriseId),
    });
  }
  return figures.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'fr') || a.directionId - b.directionId);
}

/** The figures of the records within the scope (docs/roles.md: an HR administrator's enterprises, a manager's team). */
async function summaryOf(ctx: AppContext, scope: Scope): Promise<DashboardSummary> {
  const lists = createLists(ctx, scope);
  const people = withinOf('employee', scope);
  const today = ctx.clock.today();
  const queries = dashboardQueries(today);
  const figures = {} as Record<DashboardFigureName, DashboardFigure>;
  for (const name of DASHBOARD_FIGURES) figures[name] = await figureOf(lists, queries[name]);
  const from = firstHistoryMonth(today);
  const moves = {
    hires: await ctx.db.countByMonth('employees', 'hireDate', from, people),
    exits: await ctx.db.countByMonth('employees', 'exitDate', from, people),
  };
  return {
    today,
    figures,
    awayToday: await awayPeople(lists, ctx, queries.awayToday),
    byDirection: await byDirection(lists, ctx, await unitsShown(scope, ctx)),
    history: headcountHistory(figures.headcount.count, today, moves),
  };
}

/** GET /app/dashboard: the HR dashboard's figures, each the total of the list it links to, within the session's reach. */
export function dashboardHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'get',
      '/app/dashboard',
      async ({ session }) => {
        const { ctx } = await backend();
        return json(await summaryOf(ctx, await scopeOf(actorOf(session), 'dashboard', 'read', ctx)));
      },
      { bearer: true, permission: need('dashboard', 'read') },
    ),
  ];
}
