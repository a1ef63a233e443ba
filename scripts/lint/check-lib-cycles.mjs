// Fails when the folders of lib/ import each other in a circle (lib/a → lib/b → … → lib/a).
// Each file under lib/ counts as its top folder (lib/<domain>; a file directly in lib/ as
// itself); every import counts, type-only ones too: a cycle of types is still two domains that
// cannot be understood, or moved, apart. Plain Node, no build step: part of `npm run lint`.
// `--graph` prints the folder graph (each edge with one file that makes it) and exits.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const lib = join(root, 'lib')

/** Every .ts/.tsx file under lib/ (test files are not part of the domains' graph). */
const files = readdirSync(lib, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => join(lib, file))

// Strings are kept and comments dropped, so an example in a comment is not an import.
const tokens =
  /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g
const specifiers =
  /\b(?:import|export)\s+(?:type\s+)?[\w*{}\s,$]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** The file an import names, or null for a package. `@/` is the repository root (tsconfig paths). */
function resolveImport(from, specifier) {
  let base
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return null
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  throw new Error(`${relative(root, from)}: cannot resolve '${specifier}'`)
}

/**
 * Composition roots: files that start every domain and that nothing in lib/ imports, kept
 * inside another domain's folder. Each would count as a node of its own. None today: the
 * root is a folder of its own, lib/boot.
 */
const compositionRoots = []

/** lib/<domain> for a file in a folder of lib/; a file directly in lib/, or a root, as itself. */
function folderOf(file) {
  const path = relative(root, file)
  if (compositionRoots.includes(path)) return path
  const [first, ...rest] = relative(lib, file).split(/[\\/]/)
  return rest.length ? `lib/${first}` : path.replace(/\.tsx?$/, '')
}

/** folder → (folder → one file that makes that edge, for the message). */
const graph = new Map()
for (const file of files) {
  const from = folderOf(file)
  if (!graph.has(from)) graph.set(from, new Map())
  const code = readFileSync(file, 'utf8').replace(tokens, (token, string) => string ?? '')
  for (const match of code.matchAll(specifiers)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? match[3])
    if (!target || !target.startsWith(lib + '/')) continue
    const to = folderOf(target)
    if (to !== from && !graph.get(from).has(to))
      graph.get(from).set(to, `${relative(root, file)} → ${relative(root, target)}`)
  }
}

if (process.argv.includes('--graph')) {
  for (const [from, edges] of [...graph].sort())
    for (const [to, why] of [...edges].sort()) console.log(`${from} → ${to}   (${why})`)
  process.exit(0)
}

/** Strongly connected components (Tarjan): every one with more than one folder holds a cycle. */
function components() {
  let index = 0
  const indexOf = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  const visit = (node) => {
    indexOf.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)))
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node)
  return found
}

/** One shortest cycle through `start` inside its component (breadth-first), as folders. */
function cycleThrough(start, members) {
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length) {
    const node = queue.shift()
    for (const next of graph.get(node).keys()) {
      if (!members.has(next)) continue
      if (next === start) {
        const path = [node]
        while (previous.get(path[0]) !== null) path.unshift(previous.get(path[0]))
        return [...path, start]
      }
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return [start]
}

const cycles = components()
if (cycles.length === 0) {
  console.log(`lib/: no folder-level import cycles (${files.length} files, ${graph.size} folders)`)
} else {
  console.error('lib/: folders that import each other in a circle:')
  for (const component of cycles) {
    const path = cycleThrough(component[0], new Set(component))
    console.error(`\n  ${component.join(', ')}\n  e.g. ${path.join(' → ')}:`)
    for (let i = 0; i < path.length - 1; i++)
      console.error(`    ${graph.get(path[i]).get(path[i + 1])}`)
  }
  console.error('\nMove the shared piece to the folder that owns it, so imports run one way.')
  process.exit(1)
}
