'use client'

import * as Primitive from '@radix-ui/react-tabs'

export const Tabs = Primitive.Root

export function TabsList({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Primitive.List
      aria-label={label}
      className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 text-sm"
    >
      {children}
    </Primitive.List>
  )
}

export function TabsTrigger({
  value,
  children,
  invalid = false,
  invalidLabel = '(has errors)',
}: {
  value: string
  children: React.ReactNode
  /** A tab holding a field with an error is marked, so the error is found. */
  invalid?: boolean
  /** What the mark says to a screen reader, in the page's language. */
  invalidLabel?: string
}) {
  return (
    <Primitive.Trigger
      value={value}
      className="inline-flex min-h-11 items-center rounded-md px-3 py-1.5 font-medium md:min-h-0 text-slate-600 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
    >
      {children}
      {invalid ? (
        <span className="ms-1.5 text-red-700" aria-label={invalidLabel}>
          ●
        </span>
      ) : null}
    </Primitive.Trigger>
  )
}

/** Inactive panels stay mounted (forceMount + hidden) so their fields are still submitted. */
export function TabsContent({ value, children }: { value: string; children: React.ReactNode }) {
  return (
    <Primitive.Content value={value} forceMount className="mt-4 data-[state=inactive]:hidden">
      {children}
    </Primitive.Content>
  )
}
