// @ts-check
import { join } from 'node:path'

/**
 * The build folder this process serves: `.next`, or a copy of it named by NEXT_DIST_DIR (a test
 * server started beside the main one, so neither clears nor fills the other's page cache on disk;
 * tests/support/app-server.ts). next.config.mjs reads the same variable.
 */
export const distDir = (root = process.cwd()) => join(root, process.env.NEXT_DIST_DIR || '.next')
