/** The backend searches and sorts text the way the app folds it: one rule for both. */
export { normalise, searchWords } from '@/domain/text';
