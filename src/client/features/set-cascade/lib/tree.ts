// The function chart built from GET /api/functions' flat list (UI-15):
// children by parent, the subtree of a selection, and the totals the three tiles show.
import type { CascadeFunction } from "../../../../domain/schemas/set-cascade";

export type FunctionNode = CascadeFunction & { children: FunctionNode[] };

/** Roots first (the CEO), children in the list's order; a function whose parent is gone is a root. */
export function buildTree(functions: readonly CascadeFunction[]): FunctionNode[] {
  const nodes = new Map<string, FunctionNode>(functions.map((f) => [f.id, { ...f, children: [] }]));
  const roots: FunctionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of a function and everything below it. */
export function subtreeIds(functions: readonly CascadeFunction[], rootId: string): Set<string> {
  const childrenOf = new Map<string, string[]>();
  for (const f of functions) {
    if (!f.parentId) continue;
    const list = childrenOf.get(f.parentId) ?? [];
    list.push(f.id);
    childrenOf.set(f.parentId, list);
  }
  const ids = new Set<string>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (ids.has(id)) continue;
    ids.add(id);
    stack.push(...(childrenOf.get(id) ?? []));
  }
  return ids;
}

export type FunctionTotals = { functions: number; objectives: number; kpis: number };

/** UI-15: Total Functions, Total Objectives and Total KPIs, narrowed to the selected subtree. */
export function totalsOf(functions: readonly CascadeFunction[], selectedId?: string | null): FunctionTotals {
  const within = selectedId ? subtreeIds(functions, selectedId) : null;
  const counted = within ? functions.filter((f) => within.has(f.id)) : functions;
  return {
    functions: counted.length,
    objectives: counted.reduce((sum, f) => sum + f.objectiveCount, 0),
    kpis: counted.reduce((sum, f) => sum + f.kpiCount, 0),
  };
}

/** The ids from the root down to a function, so a selected function deep in the tree can be shown open. */
export function ancestorIds(functions: readonly CascadeFunction[], id: string): string[] {
  const byId = new Map(functions.map((f) => [f.id, f]));
  const path: string[] = [];
  let current = byId.get(id)?.parentId ?? null;
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return path;
}
