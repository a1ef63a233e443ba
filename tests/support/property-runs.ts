/**
 * fast-check's run count and seed for one property: `ciRuns` runs (sized so the suite stays
 * quick on a 2-core CI machine), or PROPERTY_RUNS for a long local or nightly run
 * (`PROPERTY_RUNS=2000 npx vitest run property`). A failure prints its seed and path (fast-check's
 * report); `PROPERTY_SEED=<seed> PROPERTY_PATH=<path>` replays exactly that run.
 * Counterexamples a run once found go beside it as `examples`: they run first, every time.
 */
export function propertyRuns(ciRuns: number): { numRuns: number; seed?: number; path?: string } {
  const runs = Number(process.env.PROPERTY_RUNS)
  const seed = Number(process.env.PROPERTY_SEED)
  return {
    numRuns: Number.isInteger(runs) && runs > 0 ? runs : ciRuns,
    ...(Number.isInteger(seed) ? { seed, path: process.env.PROPERTY_PATH || undefined } : {}),
  }
}
