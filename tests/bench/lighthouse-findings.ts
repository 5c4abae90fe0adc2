/** What a Lighthouse report says costs points, in a few printed lines. */
import type { Result } from 'lighthouse';
import { BASE_URL, kb } from './common';

/** The Lighthouse categories the benches audit. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The metrics printed, by their label, and their audit's id. */
export const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

export const score = (value: number | null | undefined) => (value === null || value === undefined ? 'n/a' : value.toFixed(2));

/** What costs points: weak performance audits and failed accessibility and best-practice ones. */
export function printFindings(lhr: Result): void {
  const metricIds = new Set<string>(METRICS.map(([, id]) => id));
  const findings: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (!item || metricIds.has(ref.id) || item.score === null) continue;
      if (['notApplicable', 'manual', 'informative', 'error'].includes(item.scoreDisplayMode)) continue;
      const weak = id === 'performance' ? item.score < 0.9 : item.score < 1;
      if (!weak) continue;
      findings.push(`[${id}] ${item.id}: ${item.title}${item.displayValue ? ` (${item.displayValue})` : ''}, score ${score(item.score)}`);
      for (const line of detailLines(item.details)) findings.push(`      ${line}`);
    }
  }
  console.log(findings.length > 0 ? `  findings:\n${findings.map((line) => `    ${line}`).join('\n')}` : '  findings: none');
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const shortUrl = (url: string) => url.replace(BASE_URL, '');

/** The longest request chain of a network tree, e.g. "/auth -> /assets/index.js (178 ms)". */
function longestChain(tree: Json): string {
  const hops: string[] = [];
  let level = tree.chains;
  while (isObject(level)) {
    const nodes = Object.values(level).filter(isObject);
    const next = nodes.find((node) => node.isLongest) ?? nodes[0];
    if (!next) break;
    hops.push(shortUrl(String(next.url)));
    level = next.children;
  }
  const duration = isObject(tree.longestChain) ? tree.longestChain.duration : undefined;
  return `longest chain: ${hops.join(' -> ')}${typeof duration === 'number' ? ` (${Math.round(duration)} ms, unthrottled)` : ''}`;
}

/** One row of an audit's table: its URL, node, LCP phase or task group, with what it reports. */
function describeItem(item: Json): string {
  const label = item.phase ?? item.groupLabel;
  const ms = item.timing ?? item.duration;
  if (typeof label === 'string' && typeof ms === 'number') {
    return `${label}: ${Math.round(ms)} ms${typeof item.percent === 'string' ? ` (${item.percent})` : ''}`;
  }
  const node = isObject(item.node) ? item.node : undefined;
  const what =
    typeof item.url === 'string'
      ? shortUrl(item.url)
      : node
        ? `${String(node.selector ?? '')}${node.nodeLabel ? ` "${String(node.nodeLabel).slice(0, 60)}"` : ''}`
        : JSON.stringify(item).slice(0, 100);
  const extras = ['wastedMs', 'wastedBytes', 'totalBytes']
    .filter((key) => typeof item[key] === 'number')
    .map((key) => `${key} ${key.endsWith('Ms') ? `${Math.round(item[key] as number)} ms` : `${kb(item[key] as number)} KiB`}`);
  return `${what}${extras.length > 0 ? ` - ${extras.join(', ')}` : ''}`;
}

/** What an audit's details say, in a few lines: lists are flattened, tables cut to five rows. */
function detailLines(details: unknown): string[] {
  if (!isObject(details)) return [];
  if (details.type === 'list-section') return detailLines(details.value);
  if (details.type === 'network-tree') return [longestChain(details)];
  if (!Array.isArray(details.items)) return [];
  if (details.type === 'list') return details.items.flatMap((item: unknown) => detailLines(item));
  if (details.type !== 'table' && details.type !== 'opportunity') return [];
  return details.items.filter(isObject).slice(0, 5).map(describeItem);
}

