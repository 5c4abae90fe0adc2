import type { AreaTable, AreaView, HrReader, Page } from '@server/core/storage/repository';
import type { Row } from '@server/core/storage/tables';
import type { Db } from './connection';
import { pageSql, versionsRead } from './hr-list';
import { listPageAtVersions } from './hr-reader';
import { LIST_CACHE_BOUNDS, versionedCache, type CacheBounds } from './versioned-cache';
import { stampOf, type Versions } from './versions';

/** What the kept list pages need of the repository. */
export interface ListPagesOptions {
  db: Db;
  /** The bounds of the pages kept (versioned-cache.ts). */
  bounds?: CacheBounds;
  readVersions: () => Promise<Versions>;
  /** Every name of an area computed again (a new day). */
  refreshNames: (table: AreaTable) => Promise<void>;
  today: () => string;
}

/**
 * The lists' pages, each kept under the versions of what it read and answered again while
 * they have not changed (docs/server.md, "The list cache").
 */
export function keptListPages({ db, bounds, readVersions, refreshNames, today }: ListPagesOptions) {
  const pages = versionedCache<Page<object>>(bounds ?? LIST_CACHE_BOUNDS);
  return async function listPage<T extends AreaTable, N extends object>(
    view: AreaView<T, N>,
    query: Parameters<HrReader['listPage']>[1],
  ): Promise<Page<Row<T> & N>> {
    // The statement is made of the area's table and the query alone: they are its key.
    const key = `${view.table}\n${JSON.stringify(query)}`;
    const stale = (versions: Versions) => view.namesDependOnDay && versions.namesDays.get(view.table) !== today();
    if (pages.has(key)) {
      const now = await readVersions();
      if (stale(now)) await refreshNames(view.table);
      else {
        const kept = pages.get(key, (names) => stampOf(names, now));
        if (kept) return kept as Page<Row<T> & N>;
      }
    }
    // The page and the versions are read in one snapshot: the page is kept under the versions it was read at.
    const statement = pageSql(view, query);
    let read = await listPageAtVersions(db, view, query, statement);
    if (stale(read.versions)) {
      await refreshNames(view.table);
      read = await listPageAtVersions(db, view, query, statement);
    }
    const versions = versionsRead(view.table, statement);
    pages.set(key, versions, stampOf(versions, read.versions), read.page);
    return read.page;
  };
}
