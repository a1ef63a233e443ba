import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that take longest (property runs, child processes that start a database) start
 * first. On a clean clone Vitest has no timings and starts the largest files first, which left
 * one of them running alone at the end while the other worker sat idle.
 */
const SLOW = /-property\.test\.ts$|data-dir-permissions|crash-restart/

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const slow = (file: TestSpecification) => (SLOW.test(file.moduleId) ? 0 : 1)
    return sorted.sort((a, b) => slow(a) - slow(b))
  }
}
