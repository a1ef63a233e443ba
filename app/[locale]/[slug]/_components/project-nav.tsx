export type ProjectNavLink = { id: string; label: string }

export type ProjectNavProps = { label: string; links: ProjectNavLink[] }

/** In-page links to the sections this project shows; a scrollable strip on phones. */
export function ProjectNav({ label, links }: ProjectNavProps) {
  if (links.length === 0) return null
  return (
    <nav aria-label={label} className="border-b border-sand-deep bg-sand">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 py-1 text-sm font-medium">
        {links.map((link) => (
          <li key={link.id} className="shrink-0">
            <a
              href={`#${link.id}`}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-navy hover:bg-white"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
