import { unstable_cache } from 'next/cache'

/** Cache tags for public reads; admin mutations revalidate the ones they touch. */
export const contentTags = {
  all: 'content',
  projects: 'projects',
  developers: 'developers',
  project: (slug: string) => `project:${slug}`,
  developer: (slug: string) => `developer:${slug}`,
}

/**
 * Runs a public read through Next's data cache, keyed by name and arguments and tagged so
 * that revalidateTag() makes an edit live on the next request.
 */
export function cachedRead<A, R>(
  name: string,
  read: (args: A) => Promise<R>,
  tagsFor: (args: A) => string[],
): (args: A) => Promise<R> {
  return (args) =>
    unstable_cache(() => read(args), [name, JSON.stringify(args)], {
      tags: [contentTags.all, ...tagsFor(args)],
    })()
}
