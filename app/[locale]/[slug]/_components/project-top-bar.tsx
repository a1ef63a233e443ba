export type ProjectTopBarProps = { title: string; ctaLabel: string }

/** Sticky under the site header: the project's name and its booking call to action. */
export function ProjectTopBar({ title, ctaLabel }: ProjectTopBarProps) {
  return (
    // A landmark of its own (named by the project), so nothing on the page sits outside one.
    <aside
      aria-label={title}
      className="sticky top-[68px] z-30 border-b border-sand-deep bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <p className="truncate font-semibold text-navy">{title}</p>
        <a
          href="#lead-form"
          data-lead-intent="book"
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-navy px-4 text-sm font-semibold text-white hover:bg-teal"
        >
          {ctaLabel}
        </a>
      </div>
    </aside>
  )
}
