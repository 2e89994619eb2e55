type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Locale files merged as i18next merges bundles: deep, so two files may share a top-level key. */
export function mergeTrees(...trees: Tree[]): Tree {
  const merged: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = merged[key];
      merged[key] = isTree(current) && isTree(value) ? mergeTrees(current, value) : value;
    }
  }
  return merged;
}
