import { call, list, type Item, type Page } from './http';

/** What a refused write must leave as it was: the newest records of the area and their count. */
export const newest = (area: string): Promise<Page> => list(area, { sort: '-id', pageSize: 5 });

/** One record as the API shows it. */
export async function record(area: string, id: number): Promise<Item> {
  const answer = await call('GET', `/app/${area}/${id}`);
  if (answer.status !== 200) throw new Error(`GET /app/${area}/${id} answered ${answer.status}`);
  return answer.body;
}
