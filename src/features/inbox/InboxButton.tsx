import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { InboxIcon } from '@/shared/ui/icons';
import { paths } from '@/shared/paths';
import { loadInboxStore } from '.';
import { inboxActions } from './inbox-slice';
import './inbox.css';

/** The top bar's inbox, with how many decisions wait; shown to whoever has some, counted again on each page change. */
export default function InboxButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const count = useAppSelector((state) => state.inbox?.count ?? null);
  useEffect(() => {
    void loadInboxStore().then(() => dispatch(inboxActions.fetchCount()));
  }, [dispatch, pathname]);
  if (!count) return null;
  return (
    <Link to={paths.inbox()} className="btn btn-icon topbar-btn position-relative" aria-label={t('inbox.badge', { count })}>
      <InboxIcon />
      <span className="badge rounded-pill bg-danger topbar-badge">{count}</span>
    </Link>
  );
}
