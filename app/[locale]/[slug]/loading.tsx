/** Project page skeleton (spec §2): hero, intro and unit cards in their final shape. */
export default function ProjectLoading() {
  return (
    <div aria-busy="true" data-testid="project-skeleton-page" className="animate-pulse">
      <div className="h-[68px] border-b border-sand-deep bg-sand" />
      <div className="h-[420px] bg-navy/80" />
      <div className="mx-auto max-w-6xl space-y-3 px-4 pt-10">
        <div className="h-5 w-3/4 rounded bg-sand-deep" />
        <div className="h-5 w-1/2 rounded bg-sand-deep" />
      </div>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-12 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-72 rounded-2xl bg-white ring-1 ring-sand-deep" />
        ))}
      </div>
    </div>
  )
}
