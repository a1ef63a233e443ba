export type ProjectSectionProps = {
  /** Anchor for the project navigation; the heading's id derives from it. */
  id: string
  heading: string
  description?: string | null
  /** Replaces the heading and description (the lead form's follows the visitor's choice). */
  header?: React.ReactNode
  width?: 'wide' | 'narrow'
  children?: React.ReactNode
}

/** A titled project page section that the project navigation can scroll to. */
export function ProjectSection({
  id,
  heading,
  description,
  width = 'wide',
  header,
  children,
}: ProjectSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`mx-auto scroll-mt-36 px-4 py-12 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl'}`}
    >
      {header ?? (
        <>
          <h2 id={`${id}-heading`} className="text-2xl font-semibold text-navy">
            {heading}
          </h2>
          {description ? <p className="mt-2 text-muted">{description}</p> : null}
        </>
      )}
      {children}
    </section>
  )
}
