export type FormPlaceholderProps = { minHeightClass: string }

/** Holds a lazily loaded form's place (same frame, similar height) until its code arrives. */
export function FormPlaceholder({ minHeightClass }: FormPlaceholderProps) {
  return (
    <div
      aria-busy="true"
      className={`mt-6 animate-pulse rounded-2xl bg-white ring-1 ring-sand-deep ${minHeightClass}`}
    />
  )
}
