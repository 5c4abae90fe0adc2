import type { Action, Resource } from '@/domain/permissions';

/** What a page asks of the user's grants (docs/roles.md), as its route's `handle` says it. */
export interface Requirement {
  resource: Resource;
  action: Action;
  /** Refused, the page leads to the user's own first page instead (the home page). */
  orHome?: true;
}

/** A route's `handle`: the permission it needs. Types only and data: the router's table stays light. */
export interface AccessHandle {
  requires: Requirement;
}

/** The `handle` of a route that needs `action` on `resource`. */
export const requires = (resource: Resource, action: Action, options: { orHome?: true } = {}): { handle: AccessHandle } => ({
  handle: { requires: { resource, action, ...options } },
});

export const isAccessHandle = (handle: unknown): handle is AccessHandle =>
  typeof handle === 'object' && handle !== null && 'requires' in handle;
