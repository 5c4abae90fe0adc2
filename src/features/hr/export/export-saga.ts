import type { PayloadAction } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import { localIsoDay } from '@/domain/rules/calendar';
import { anyArea, toApiErrorInfo, type Api, type HrRecord, type ListPage } from '@/api';
import { i18next } from '@/i18n';
import type { LanguageCode } from '@/i18n/languages';
import { csvBlob } from '@/shared/lib/csv';
import { buildXlsx } from '@/shared/lib/xlsx';
import { loadAreaListDefinition } from '../area-pages';
import type { AreaListDefinition } from '../toolkit/list-definition';
import { hrExportActions, type ExportRequest } from './export-slice';
import { csvLines, exportTable, xlsxSheet } from './export-table';
import { exportFileName } from './file-name';

/** The largest page the contract serves (GET /app/{area}: pageSize ≤ 200). */
export const EXPORT_PAGE_SIZE = 200;

/** What the export hands its file to: the browser saves it (an object URL and a link). */
export interface ExportServices {
  download: (blob: Blob, fileName: string) => void;
}

const translatorFor = (language: LanguageCode): TFunction => i18next.getFixedT(language);

/** Every row of the query, page after page, the progress told after each. */
function* fetchAll({ area, query }: ExportRequest) {
  const api: Api = yield getContext('api');
  const items: HrRecord[] = [];
  for (let page = 1; ; page += 1) {
    const answer: ListPage<HrRecord> = yield call(anyArea(api, area).list, { ...query, page, pageSize: EXPORT_PAGE_SIZE });
    items.push(...answer.items);
    yield put(hrExportActions.progress({ done: items.length, total: answer.total }));
    if (answer.items.length < EXPORT_PAGE_SIZE || items.length >= answer.total) return items;
  }
}

function* runExport({ payload }: PayloadAction<ExportRequest>) {
  try {
    const items: HrRecord[] = yield call(fetchAll, payload);
    const { area, language, format } = payload;
    const definition: AreaListDefinition = yield call(loadAreaListDefinition, area);
    const t: TFunction = yield call(translatorFor, language);
    const table = exportTable(definition, payload.columns, items, { t, language, area });
    const blob: Blob =
      format === 'csv' ? yield call(csvBlob, csvLines(table)) : yield call(buildXlsx, xlsxSheet(table, t(`menu.${area}`)));
    const day: string = yield call(localIsoDay);
    const download: ExportServices['download'] = yield getContext('download');
    yield call(download, blob, exportFileName(area, format, day));
    yield put(hrExportActions.succeeded());
  } catch (error) {
    yield put(hrExportActions.failed(toApiErrorInfo(error)));
  }
}

export function* hrExportSaga() {
  yield takeLeading(hrExportActions.start.type, runExport);
}
