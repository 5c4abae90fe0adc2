export { hrSlices, hrActions, hrSaga } from './resources';
export { DEFAULT_QUERY, initialResourceState, type ResourceState, type SaveRequest } from './toolkit/resource-slice';
export { loadAreaListPage, type AreaListPage } from './list-pages';
