import { openDatabase } from '@server/db/connection';
import { listCacheSuite } from './list-cache';
import { refusalSuite } from './refusals';
import { sqlConformance } from './sql-conformance';
import { sqlRepositorySuite } from './sql-repository';

sqlRepositorySuite('PGlite', () => openDatabase({ dataDir: 'memory://' }));
listCacheSuite('PGlite', () => openDatabase({ dataDir: 'memory://' }));
sqlConformance('SQL on PGlite', () => openDatabase({ dataDir: 'memory://' }));
refusalSuite('PGlite', () => openDatabase({ dataDir: 'memory://' }));
