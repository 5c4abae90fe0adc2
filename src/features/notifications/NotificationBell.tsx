import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Notification } from '@/contract/notifications';
import { formatDate } from '@/shared/lib/format';
import { BellIcon } from '@/shared/ui/icons';
import { MenuButton } from '@/shared/ui/MenuButton';
import { loadNotificationsStore } from '.';
import { notificationsActions } from './notifications-slice';
import './notifications.css';

/** What the notification says, in the page's language (the mail was in the account's). */
function NotificationLine({ item }: { item: Notification }) {
  const { t } = useTranslation();
  const kind = item.requestKind ? t(`notifications.kinds.${item.requestKind}`) : '';
  const days = item.startDate
    ? item.endDate && item.endDate !== item.startDate
      ? `${formatDate(item.startDate)} → ${formatDate(item.endDate)}`
      : formatDate(item.startDate)
    : '';
  const title =
    item.event === 'reminder'
      ? t('notifications.reminder', { count: item.count ?? 0 })
      : item.event === 'decided'
        ? t(`notifications.decided.${item.outcome ?? 'approved'}`, { kind })
        : t('notifications.awaiting', { kind, name: item.requesterName ?? '' });
  return (
    <span className="d-flex flex-column text-wrap">
      <span className={item.readAt ? '' : 'fw-semibold'}>{title}</span>
      {days && <span className="small text-body-secondary">{days}</span>}
    </span>
  );
}

/** A page change counts the notifications again once this long has passed since the last count. */
const RECOUNT_AFTER_MS = 60_000;

/**
 * The top bar's bell: how many notifications are unread, and the newest in a menu — choosing
 * one marks it read and opens its page; "mark all read" at the end. Counted at first, then again on
 * a page change once a minute has passed.
 */
export default function NotificationBell() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = useAppSelector((root) => root.notifications);
  const loadedAt = useRef(0);
  useEffect(() => {
    // Counted again on a page change, at most once a minute: a page change costs no more calls than the inbox's.
    if (Date.now() - loadedAt.current < RECOUNT_AFTER_MS) return;
    loadedAt.current = Date.now();
    void loadNotificationsStore().then(() => dispatch(notificationsActions.load()));
  }, [dispatch, pathname]);
  const unread = state?.unread ?? 0;
  const items = state?.items ?? [];
  const open = (item: Notification) => {
    if (!item.readAt) dispatch(notificationsActions.markRead(item.id));
    navigate(item.path);
  };
  return (
    <MenuButton
      buttonClassName="btn btn-icon topbar-btn position-relative notification-bell"
      label={
        <>
          <BellIcon />
          {unread > 0 && <span className="badge rounded-pill bg-danger topbar-badge">{unread}</span>}
          <span className="visually-hidden">{t('notifications.bell', { count: unread })}</span>
        </>
      }
      header={<h6 className="dropdown-header">{t('notifications.title')}</h6>}
    >
      {items.length === 0 && (
        <span role="menuitem" aria-disabled="true" className="dropdown-item-text notification-item text-body-secondary">
          {t('notifications.empty')}
        </span>
      )}
      {items.map((item) => (
        <button key={item.id} type="button" role="menuitem" className={`dropdown-item notification-item${item.readAt ? '' : ' is-unread'}`} onClick={() => open(item)}>
          <NotificationLine item={item} />
        </button>
      ))}
      {unread > 0 && (
        <>
          <hr className="dropdown-divider" />
          <button type="button" role="menuitem" className="dropdown-item notification-item" onClick={() => dispatch(notificationsActions.markAllRead())}>
            {t('notifications.markAllRead')}
          </button>
        </>
      )}
    </MenuButton>
  );
}
