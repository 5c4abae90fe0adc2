export * from './calendar';
export * from './holidays';
export * from './leave-days';
export * from './leave-balance';
export * from './leave-taking';
export * from './overlaps';
export * from './attendance-rules';
export * from './contract';
