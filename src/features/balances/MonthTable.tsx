import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceOnDate } from '@/domain/hr/leave-projection';
import { languageOf, isLanguageCode, DEFAULT_LANGUAGE } from '@/i18n/languages';
import { addDays } from '@/domain/rules/calendar';
import { formatDate, formatNumber } from '@/shared/lib/format';

/** The month by month of a projection, in a box of its own that scrolls sideways on a narrow screen; the period's end marked. */
export function MonthTable({ answer }: { answer: BalanceOnDate }) {
  const { t, i18n } = useTranslation();
  const tag = languageOf(isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE).tag;
  const monthName = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  // Crossing 31 May: the ending period's last month is the one before the answer's period.
  const crossed = answer.months.some((row) => row.month === answer.periodStart.slice(0, 7)) && answer.months[0].month !== answer.periodStart.slice(0, 7);
  const endingMonth = addDays(answer.periodStart, -1).slice(0, 7);
  return (
    <div className="table-responsive" data-testid="month-table">
      <table className="table table-sm mb-0">
        <thead>
          <tr>
            <th scope="col">{t('meBalances.onDate.month')}</th>
            <th scope="col" className="text-end">{t('meBalances.onDate.accrued')}</th>
            <th scope="col" className="text-end">{t('meBalances.onDate.taken')}</th>
            <th scope="col" className="text-end">{t('meBalances.onDate.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {answer.months.map((row) => (
            <Fragment key={row.month}>
              <tr>
                <th scope="row" className="fw-normal text-nowrap">{monthName.format(new Date(`${row.month}-01T00:00:00Z`))}</th>
                <td className="text-end">{formatNumber(row.accrued)}</td>
                <td className="text-end">{formatNumber(row.taken)}</td>
                <td className="text-end">{formatNumber(row.balance)}</td>
              </tr>
              {crossed && row.month === endingMonth && (
                <tr className="table-warning">
                  <td colSpan={4} className="small">
                    {t('meBalances.onDate.periodEnd', {
                      date: formatDate(addDays(answer.periodStart, -1)),
                      carried: formatNumber(answer.carriedOver),
                      lost: formatNumber(answer.lost),
                    })}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
