import type { FieldChange } from '@/domain/audit';
import { RETENTION_CATEGORIES, type RetentionCategory } from '@/domain/rules/retention';
import type { AppContext } from '../hr/context';
import type { PhotoStore } from '../storage/photos';
import { countsOf, planRetention, type PersonTest } from './plan';

/** What the audit trail keeps of a purge: the records per category, never a value taken away. */
const countChanges = (counts: Record<RetentionCategory, number>): FieldChange[] =>
  RETENTION_CATEGORIES.filter((category) => counts[category] > 0).map((category) => ({ field: category, after: counts[category] }));

/**
 * Purges what is due on `today` among the people `covered` holds, in one transaction of the
 * acting context (docs/retention.md): each person's due records anonymised or deleted as the
 * policy says, the rows written not recorded one by one; the trail gets one entry per person
 * (about them: what categories, how many records) and one for the whole run. The photos of the
 * files purged are forgotten once it has committed.
 */
export async function purgeDue(ctx: AppContext, today: string, covered: PersonTest, photos: () => Promise<PhotoStore>) {
  const { plan, counts } = await ctx.transaction(async (tx) => {
    tx.audit.summarise();
    const planned = await planRetention(tx, today, covered);
    for (const person of planned) for (const item of person.items) await item.apply(tx);
    for (const person of planned) {
      const { id } = person.employee;
      tx.audit.note({ area: 'retention', recordId: id, action: 'purge', changes: countChanges(countsOf([person])), owner: { set: 'people', id } });
    }
    const all = countsOf(planned);
    if (planned.length > 0) tx.audit.note({ area: 'retention', action: 'purge', changes: [{ field: 'people', after: planned.length }, ...countChanges(all)] });
    return { plan: planned, counts: all };
  });
  const store = await photos();
  for (const person of plan) if (person.items.some((item) => item.category === 'photo')) await store.remove(person.employee.id);
  return { day: today, purged: counts, people: plan.length };
}

/** Everyone: the daily listing covers every person. */
const everyone: PersonTest = async () => true;

/**
 * The daily listing (docs/retention.md): what is due today, for everyone, kept as the day's run
 * of the `retention` task — once a day whatever the number of server processes (the (task,
 * day) claim is a row written in the same transaction). Answers the counts, or undefined when
 * another run has the day already.
 */
export async function listRetentionDue(ctx: AppContext, day = ctx.clock.today()): Promise<Record<RetentionCategory, number> | undefined> {
  return ctx.transaction(async (tx) => {
    const counts = countsOf(await planRetention(tx, day, everyone));
    return (await tx.db.claimDailyTask('retention', day, counts)) ? counts : undefined;
  });
}
