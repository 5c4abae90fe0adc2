import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isMovable, type OrgTree, type OrgUnit } from '@/domain/hr/org-tree';
import { formatNumber } from '@/shared/lib/format';
import { ErrorState, RecordLoading } from '../toolkit/ListStates';
import { MoveUnitDialog, type MoveTarget } from './MoveUnitDialog';
import { orgTreeActions, selectOrgTree } from './org-tree-slice';
import { OrgTreeView } from './OrgTreeView';
import { TreeToolbar } from './TreeToolbar';
import { paths } from '@/shared/paths';
import { branchKeys, locate, searchTree, unitKey } from './tree-view';
import { UnitPanel } from './UnitPanel';
import './org-tree.css';

const NO_UNITS: OrgUnit[] = [];

/**
 * The organisation as one tree: every unit with its head and headcount, searchable; the
 * selected unit's details beside it, from where it opens or moves under another parent.
 */
export default function OrgTreePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { tree, loading, error } = useAppSelector(selectOrgTree);
  const headingId = useId();
  const [query, setQuery] = useState('');
  // The branches the user opened or closed; null: those the search opens, else the enterprises.
  const [opened, setOpened] = useState<ReadonlySet<string> | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  // A moved unit to show in its new place once the tree is read again.
  const [reveal, setReveal] = useState<{ key: string; before: OrgTree | null } | null>(null);

  useEffect(() => {
    dispatch(orgTreeActions.fetch());
  }, [dispatch]);

  const all = tree?.enterprises ?? NO_UNITS;
  const search = useMemo(() => (query.trim() ? searchTree(all, query) : null), [all, query]);
  const units = search?.units ?? all;
  const expanded = opened ?? search?.open ?? new Set(all.map(unitKey));

  if (reveal && tree && tree !== reveal.before && !loading) {
    const found = locate(all, reveal.key);
    setReveal(null);
    if (found) {
      setOpened(new Set([...expanded, ...found.ancestors]));
      setSelected(reveal.key);
    }
  }

  const moved = (unit: OrgUnit) => {
    toast.success(t('hr.organisation.move.done', { name: unit.name, context: t(`hr.${unit.level}.gender`) }));
    dispatch(orgTreeActions.resetMove());
    setReveal({ key: unitKey(unit), before: tree });
    setMoving(null);
  };

  const toggle = (key: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(key);
    else next.delete(key);
    setOpened(next);
  };
  const located = selected ? locate(all, selected) : null;
  const onQuery = (text: string) => {
    setQuery(text);
    // Back to the whole tree: the unit chosen meanwhile stays in view.
    const ancestors = text.trim() === '' ? located?.ancestors : undefined;
    setOpened(ancestors ? new Set([...all.map(unitKey), ...ancestors]) : null);
  };
  const startMove = (unit: OrgUnit) => {
    const parent = locate(all, unitKey(unit))?.parent;
    if (isMovable(unit.level) && parent) setMoving({ unit: { ...unit, level: unit.level }, parentId: parent.id });
  };

  return (
    <section className="card org-tree-card" aria-labelledby={headingId}>
      <div className="card-body border-bottom">
        <div className="mb-3">
          <h2 id={headingId} className="h5 mb-1">
            {t('hr.organisation.title')}
          </h2>
          <p className="text-body-secondary small mb-0">{t('hr.organisation.intro')}</p>
        </div>
        <TreeToolbar
          query={query}
          onQuery={onQuery}
          onExpandAll={() => setOpened(new Set(branchKeys(units)))}
          onCollapseAll={() => setOpened(new Set())}
          disabled={!tree}
        />
      </div>
      {error && !tree ? (
        <ErrorState error={error} onRetry={() => dispatch(orgTreeActions.fetch())} titleKey="hr.organisation.loadFailed" />
      ) : !tree ? (
        <div className="card-body">
          <RecordLoading />
        </div>
      ) : (
        <div className="row g-0">
          <div className="col-lg-8 org-tree-card__tree">
            <div className="org-tree__scroll p-2">
              {units.length > 0 ? (
                <OrgTreeView
                  units={units}
                  expanded={expanded}
                  selected={selected}
                  found={search?.found ?? new Set()}
                  labelledBy={headingId}
                  busy={loading}
                  onToggle={toggle}
                  onSelect={setSelected}
                  onOpen={(unit) => navigate(paths.record(unit.level, unit.id))}
                />
              ) : (
                <p className="text-body-secondary p-3 mb-0">{t(search ? 'hr.organisation.noMatch' : 'hr.organisation.empty', { query })}</p>
              )}
            </div>
            <p className="small text-body-secondary px-3 py-2 mb-0 border-top">{t('hr.organisation.keyboardHint')}</p>
          </div>
          <div className="col-lg-4 p-3 org-tree-card__panel" aria-label={t('hr.organisation.selection')} role="region">
            <UnitPanel unit={located?.unit ?? null} onMove={startMove} />
          </div>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {search && tree ? t('hr.organisation.found', { count: formatNumber(search.found.size) }) : ''}
      </p>
      {moving && <MoveUnitDialog target={moving} onClose={() => setMoving(null)} onMoved={moved} />}
    </section>
  );
}
