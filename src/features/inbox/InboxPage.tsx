import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { InboxItem } from '@/contract/inbox';
import { PageLoading } from '@/shared/ui/PageLoading';
import { useErrorText } from '@/shared/ui/use-error-text';
import { DecisionDialog } from './DecisionDialog';
import { InboxCard } from './InboxCard';
import { InboxResults } from './InboxResults';
import { inboxActions, selectInbox } from './inbox-slice';
import './inbox.css';

const keyOf = (item: InboxItem) => `${item.kind}-${item.id}`;

/** The decisions waiting on the account, oldest first: one by one, or several approved at once. */
export default function InboxPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { items, total, loading, error, deciding, results, decideError } = useAppSelector(selectInbox);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asked, setAsked] = useState<{ outcome: 'approved' | 'rejected'; items: InboxItem[] } | null>(null);
  const [decided, setDecided] = useState<InboxItem[]>([]);
  const fetch = useCallback(() => dispatch(inboxActions.fetch()), [dispatch]);
  useEffect(() => {
    fetch();
  }, [fetch]);

  const list = items ?? [];
  const chosen = list.filter((item) => selected.has(keyOf(item)));
  const allChosen = list.length > 0 && chosen.length === list.length;
  const select = (item: InboxItem, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(keyOf(item));
      else next.delete(keyOf(item));
      return next;
    });
  const confirm = (comment: string) => {
    if (!asked) return;
    setDecided(asked.items);
    dispatch(
      inboxActions.decide(
        asked.items.map(({ kind, id, version }) => ({ kind, id, version, outcome: asked.outcome, ...(comment ? { comment } : {}) })),
      ),
    );
    setSelected(new Set());
    setAsked(null);
  };

  return (
    <section className="inbox-page container-fluid py-3">
      <h1 className="h4 mb-3">{t('inbox.title')}</h1>
      {results && <InboxResults results={results} decided={decided} onDismiss={() => dispatch(inboxActions.dismissResults())} />}
      {decideError && (
        <div className="alert alert-danger" role="alert">
          {errorText(decideError)}
        </div>
      )}
      {error ? (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="flex-grow-1">{errorText(error)}</span>
          <button type="button" className="btn btn-outline-danger inbox-card__action" onClick={fetch}>
            {t('inbox.retry')}
          </button>
        </div>
      ) : items === null ? (
        <PageLoading />
      ) : list.length === 0 ? (
        <p className="inbox-page__empty text-body-secondary">{t('inbox.empty')}</p>
      ) : (
        <>
          <div className="inbox-page__bulk d-flex flex-wrap align-items-center gap-2 mb-2">
            <label className="d-flex align-items-center gap-2 inbox-card__action">
              <input
                type="checkbox"
                className="form-check-input m-0"
                checked={allChosen}
                onChange={(event) => setSelected(new Set(event.target.checked ? list.map(keyOf) : []))}
              />
              {t('inbox.selectAll', { count: list.length })}
            </label>
            <button
              type="button"
              className="btn btn-success inbox-card__action ms-auto"
              disabled={chosen.length === 0 || deciding}
              onClick={() => setAsked({ outcome: 'approved', items: chosen })}
            >
              {t('inbox.approveSelected', { count: chosen.length })}
            </button>
          </div>
          <ul className="list-unstyled d-grid gap-2" aria-busy={loading}>
            {list.map((item) => (
              <InboxCard
                key={keyOf(item)}
                item={item}
                selected={selected.has(keyOf(item))}
                onSelect={(on) => select(item, on)}
                onDecide={(outcome) => setAsked({ outcome, items: [item] })}
                busy={deciding}
              />
            ))}
          </ul>
          {list.length < total && (
            <button type="button" className="btn btn-outline-primary inbox-card__action" disabled={loading} onClick={() => dispatch(inboxActions.fetchMore())}>
              {t('inbox.showMore', { count: total - list.length })}
            </button>
          )}
        </>
      )}
      <DecisionDialog
        asked={asked && { outcome: asked.outcome, count: asked.items.length }}
        busy={deciding}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
