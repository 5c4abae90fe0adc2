import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useMay } from '@/features/auth';
import { isLanguageCode, DEFAULT_LANGUAGE } from '@/i18n/languages';
import { FilterPanel } from '@/shared/ui/FilterPanel';
import { ExportMenu } from '../export/ExportMenu';
import { hrActions } from '../resources';
import { ColumnChooser } from './ColumnChooser';
import { DataTable } from './DataTable';
import { FilterBar } from './FilterBar';
import { ListActions } from './ListActions';
import type { AreaListDefinition, CellContext } from './list-definition';
import { sameQuery, toListQuery } from './list-url';
import { EmptyState, ErrorState } from './ListStates';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { useColumnChoice } from './use-column-choice';
import { useListUrl } from './use-list-url';
import './hr-list.css';

/**
 * An area's list: the query from the address is asked of the store (the saga fetches it),
 * and the page shows what the store holds — rows, skeleton, empty or error state.
 */
export function ResourceListPage({ definition, title }: { definition: AreaListDefinition; title: string }) {
  const { area, columns, filters = [] } = definition;
  const { t, i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => state[area]);
  const url = useListUrl(definition);
  const { state } = url;
  const query = useMemo(() => toListQuery(state, definition, language), [state, definition, language]);
  const choice = useColumnChoice(area, columns);
  const mayCreate = useMay(area, 'create');
  const mayExport = useMay(area, 'export');

  const fetch = useCallback(() => dispatch(hrActions(area).fetch(query)), [dispatch, area, query]);
  useEffect(() => {
    fetch();
  }, [fetch]);

  // Until the store holds this query's answer, what it holds belongs to another page.
  const current = sameQuery(list.query, query);
  const loading = list.loading || !current;
  const context: CellContext = { t, language, area };
  const placeholder = list.error ? (
    <ErrorState error={list.error} onRetry={fetch} />
  ) : list.items.length === 0 ? (
    <EmptyState narrowed={url.narrowed} onClear={url.clearSearchAndFilters} />
  ) : undefined;

  return (
    <section className="card hr-list" aria-label={title}>
      <div className="card-body d-flex flex-wrap gap-2 align-items-end border-bottom">
        <SearchBox value={state.q} onSearch={url.setSearch} />
        {filters.length > 0 && (
          <FilterPanel active={filters.filter((filter) => state.filters[filter.name]).length}>
            <FilterBar area={area} filters={filters} values={state.filters} onChange={url.setFilter} />
          </FilterPanel>
        )}
        <div className="ms-auto">
          <ColumnChooser area={area} columns={columns} visible={choice.visible} onToggle={choice.toggle} />
        </div>
        <ListActions actions={definition.extraActions} />
        {mayExport && <ExportMenu subject={area} query={query} columns={choice.shown.map((column) => column.key)} />}
        {mayCreate && (
          <Link to="new" className="btn btn-primary">
            {t(`hr.${area}.new`)}
          </Link>
        )}
      </div>
      <DataTable
        columns={choice.shown}
        items={list.items}
        sort={state.sort}
        onSort={url.toggleSort}
        caption={title}
        loading={loading && !list.error}
        skeletonRows={Math.min(state.pageSize, 10)}
        context={context}
        placeholder={placeholder}
      />
      {!list.error && (
        <div className="card-body border-top">
          <Pager
            page={state.page}
            pageSize={state.pageSize}
            total={list.total}
            counting={loading}
            onPage={url.setPage}
            onPageSize={url.setPageSize}
          />
        </div>
      )}
    </section>
  );
}
