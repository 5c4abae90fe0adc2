// @vitest-environment node
import { openDatabase } from '@server/db/connection';
import { sqlRepositorySuite } from './sql-repository';

sqlRepositorySuite('PGlite', () => openDatabase({ dataDir: 'memory://' }));
