// The import graph of a source tree, read from its import statements, and the cycles in it (the
// strongly connected components of more than one node, or a node importing itself). Only
// relative specifiers are followed: the packages a tree imports by name are outside it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** Node → the nodes it imports. */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx|mts)$/;

/**
 * The specifiers of a file's imports, re-exports and dynamic import() calls, read by
 * TypeScript's own pre-processor, so an import written in a comment or a string ties nothing.
 */
export function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** Every .ts/.tsx file under `root`, as paths relative to it. */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === "node_modules" || entry === "generated" || entry === "dist") continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(entry) && !entry.endsWith(".d.ts")) found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}

/** The file a relative specifier names: as written, or with one of the extensions TypeScript tries. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
}

/** File → the files of the same tree it imports (paths relative to `root`). */
export function fileGraph(root: string, files = sourceFiles(root)): ImportGraph {
  const inTree = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const abs = join(root, file);
    const targets = new Set<string>();
    for (const specifier of specifiersOf(readFileSync(abs, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const target = resolveRelative(abs, specifier);
      if (target === undefined) continue;
      const rel = relative(root, target);
      if (inTree.has(rel)) targets.add(rel);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The graph with each file replaced by its group (`groupOf` returns undefined for files outside
 * every group); imports inside a group are dropped.
 */
export function groupGraph(files: ImportGraph, groupOf: (file: string) => string | undefined): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const [file, targets] of files) {
    const from = groupOf(file);
    if (from === undefined) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== undefined && to !== from) edges.add(to);
    }
  }
  return graph;
}

/**
 * Every cycle of the graph, one per strongly connected component (Tarjan's algorithm), each
 * listed as its members sorted; a node that imports itself is a cycle of one.
 */
export function cyclesOf(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;

  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The edges from one group to another, each with the files that make it (for a failure message). */
export function edgesBetween(
  files: ImportGraph,
  groupOf: (file: string) => string | undefined,
  from: (group: string) => boolean,
  to: (group: string) => boolean,
): string[] {
  const found: string[] = [];
  for (const [file, targets] of files) {
    const source = groupOf(file);
    if (source === undefined || !from(source)) continue;
    for (const target of targets) {
      const destination = groupOf(target);
      if (destination !== undefined && destination !== source && to(destination)) found.push(`${file} → ${target}`);
    }
  }
  return found.sort();
}
