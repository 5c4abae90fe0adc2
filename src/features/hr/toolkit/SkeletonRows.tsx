import { useTranslation } from 'react-i18next';

/** Grey bars where the rows will be, so that the page does not jump when they arrive. */
export function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  const { t } = useTranslation();
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} className="placeholder-glow" aria-hidden={row > 0 ? true : undefined}>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              {row === 0 && column === 0 ? <span className="visually-hidden">{t('hr.list.loading')}</span> : null}
              <span className="placeholder rounded" style={{ width: `${50 + ((row * 7 + column * 13) % 45)}%` }} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
