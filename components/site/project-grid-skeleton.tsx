export type ProjectGridSkeletonProps = { count: number; className: string; label: string }

/** Placeholder cards with the real cards' shape, so nothing moves when they arrive. */
export function ProjectGridSkeleton({ count, className, label }: ProjectGridSkeletonProps) {
  return (
    <ul aria-busy="true" aria-label={label} className={`mt-6 grid gap-6 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          data-testid="project-skeleton"
          className="overflow-hidden rounded-2xl bg-white ring-1 ring-sand-deep"
        >
          <div className="aspect-[4/3] w-full animate-pulse bg-sand-deep/70" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-2/3 animate-pulse rounded bg-sand-deep/70" />
            <div className="h-4 w-full animate-pulse rounded bg-sand-deep/50" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-sand-deep/50" />
          </div>
        </li>
      ))}
    </ul>
  )
}
