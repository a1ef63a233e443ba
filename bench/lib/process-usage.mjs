// What a process group (a spawned server) uses, read from /proc: CPU time and resident memory.
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

/** The /proc/<pid>/stat fields (after the command name) of each live process in the group. */
function groupStats(pgid) {
  let pids
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return null // not Linux
  }
  const stats = []
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // After the command name, which may itself hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === pgid) stats.push({ pid, fields }) // field 5: pgrp
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return stats
}

/**
 * Milliseconds of CPU (user + system) the group's live processes have used; null off Linux.
 * What a load cost the server, whatever else the machine was doing meanwhile (a shared
 * machine slows the rate, not this).
 */
export function groupCpuMs(pgid) {
  const stats = groupStats(pgid)
  if (!stats) return null
  const ticks = stats.reduce((sum, { fields }) => sum + Number(fields[11]) + Number(fields[12]), 0)
  return (ticks * 1000) / TICKS_PER_SECOND // fields 14, 15: utime, stime
}

/** The resident memory of the group's largest process (the server itself), in MB; null off Linux. */
export function serverRssMb(pgid) {
  const stats = groupStats(pgid)
  if (!stats) return null
  let largest = 0
  for (const { pid } of stats) {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
      largest = Math.max(largest, kb || 0)
    } catch {
      // Ended meanwhile.
    }
  }
  return Math.round(largest / 1024)
}

/**
 * CPU ticks of every thread in the group, by "pid/tid": diff two readings with busiestThreads
 * to see which thread a load kept busy (the server's main thread runs JavaScript and the
 * embedded database, so its time per request bounds the rate whatever the other threads do).
 */
export function groupThreadTicks(pgid) {
  const stats = groupStats(pgid)
  if (!stats) return null
  const ticks = new Map()
  for (const { pid } of stats) {
    let tids = []
    try {
      tids = readdirSync(`/proc/${pid}/task`)
    } catch {
      continue
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
        ticks.set(`${pid}/${tid}`, { name, ticks: Number(fields[11]) + Number(fields[12]) })
      } catch {
        // Ended meanwhile.
      }
    }
  }
  return ticks
}

/** The threads that used the most CPU between two readings, in ms, busiest first. */
export function busiestThreads(before, after, count = 3) {
  if (!before || !after) return []
  return [...after]
    .map(([id, { name, ticks }]) => ({
      thread: `${name} ${id}`,
      cpuMs: ((ticks - (before.get(id)?.ticks ?? 0)) * 1000) / TICKS_PER_SECOND,
    }))
    .sort((a, b) => b.cpuMs - a.cpuMs)
    .slice(0, count)
}
