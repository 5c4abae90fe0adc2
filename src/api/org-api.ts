import type { OrgTree } from '@/domain/hr/org-tree';
import type { HttpClient } from './client';

/** The schema loads with the answer it checks, not with the app. */
const schemas = () => import('@/domain/hr/org-tree');

export interface OrgApi {
  /** GET /app/org_tree: enterprises → directions → departments → services with their headcounts, checked before the app keeps them. */
  tree(): Promise<OrgTree>;
}

export function createOrgApi(client: HttpClient): OrgApi {
  return {
    async tree() {
      const { data } = await client.get<unknown>('/app/org_tree');
      return (await schemas()).orgTreeSchema.parse(data);
    },
  };
}
