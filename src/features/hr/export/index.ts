export { hrExportSlice, hrExportActions, selectHrExport, initialExportState, type HrExportState } from './export-slice';
export { hrExportSaga, type ExportServices } from './export-saga';
