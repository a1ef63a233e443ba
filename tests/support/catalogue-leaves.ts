/** A message catalogue as its JSON holds it: texts, grouped under keys. */
export type CatalogueTree = { [key: string]: string | CatalogueTree }

/** Every text of a catalogue by its dotted key (under `prefix`, when given), into `found`. */
export function catalogueLeaves(
  tree: CatalogueTree,
  prefix = '',
  found = new Map<string, string>(),
): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else catalogueLeaves(value, path, found)
  }
  return found
}
