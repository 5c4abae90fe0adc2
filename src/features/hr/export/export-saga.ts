import type { PayloadAction } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import { localIsoDay } from '@/domain/rules/calendar';
import { anyArea, toApiErrorInfo, type Api, type HrRecord, type ListPage, type ListQuery } from '@/api';
import type { AuditEntry } from '@/contract/audit';
import { i18next } from '@/i18n';
import type { LanguageCode } from '@/i18n/languages';
import { csvBlob } from '@/shared/lib/csv';
import { buildXlsx } from '@/shared/lib/xlsx';
import { loadAreaListDefinition } from '../area-pages';
import { auditExportTable } from '../audit/audit-export';
import { hrExportActions, type ExportRequest, type ExportSubject } from './export-slice';
import { csvLines, exportTable, xlsxSheet, type ExportTable } from './export-table';
import { exportFileName } from './file-name';

/** The largest page the contract serves (GET /app/{area}: pageSize ≤ 200). */
export const EXPORT_PAGE_SIZE = 200;

/** What the export hands its file to: the browser saves it (an object URL and a link). */
export interface ExportServices {
  download: (blob: Blob, fileName: string) => void;
}

const translatorFor = (language: LanguageCode): TFunction => i18next.getFixedT(language);

/** Where an export reads its rows (page after page) and how it writes them. */
interface ExportSource<T> {
  page(query: ListQuery): Promise<ListPage<T>>;
  table(items: readonly T[], t: TFunction): Promise<ExportTable> | ExportTable;
}

/** An area's list: the columns shown, as the table shows them. */
function areaSource(api: Api, { area, columns, language }: ExportRequest & { area: Exclude<ExportSubject, 'audit'> }): ExportSource<HrRecord> {
  return {
    page: (query) => anyArea(api, area).list(query),
    table: async (items, t) => exportTable(await loadAreaListDefinition(area), columns, items, { t, language, area }),
  };
}

/** The audit trail, every column. */
const auditSource = (api: Api): ExportSource<AuditEntry> => ({
  page: ({ page, pageSize, filters }) => api.audit.list({ page, pageSize, filters }),
  table: (entries, t) => auditExportTable(entries, t),
});

/** Every row of the query, page after page, the progress told after each. */
function* fetchAll<T>(source: ExportSource<T>, query: ListQuery) {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer: ListPage<T> = yield call(source.page, { ...query, page, pageSize: EXPORT_PAGE_SIZE });
    items.push(...answer.items);
    yield put(hrExportActions.progress({ done: items.length, total: answer.total }));
    if (answer.items.length < EXPORT_PAGE_SIZE || items.length >= answer.total) return items;
  }
}

/** The rows of `source`, written in the user's language as CSV or XLSX, handed to the download service. */
function* exportFrom<T>(source: ExportSource<T>, { area, query, language, format }: ExportRequest) {
  const items: T[] = yield call(fetchAll, source, query);
  const t: TFunction = yield call(translatorFor, language);
  const table: ExportTable = yield call(source.table, items, t);
  const blob: Blob = format === 'csv' ? yield call(csvBlob, csvLines(table)) : yield call(buildXlsx, xlsxSheet(table, t(`menu.${area}`)));
  const day: string = yield call(localIsoDay);
  const download: ExportServices['download'] = yield getContext('download');
  yield call(download, blob, exportFileName(area, format, day));
}

function* runExport({ payload }: PayloadAction<ExportRequest>) {
  try {
    const api: Api = yield getContext('api');
    const { area } = payload;
    if (area === 'audit') yield call(exportFrom, auditSource(api), payload);
    else yield call(exportFrom, areaSource(api, { ...payload, area }), payload);
    yield put(hrExportActions.succeeded());
  } catch (error) {
    yield put(hrExportActions.failed(toApiErrorInfo(error)));
  }
}

export function* hrExportSaga() {
  yield takeLeading(hrExportActions.start.type, runExport);
}
