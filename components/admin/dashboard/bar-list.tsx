export type BarItem = { label: string; value: number; note?: string }

/** Labelled horizontal bars (a share of the largest value), as a list screen readers read. */
export function BarList({ items, empty }: { items: BarItem[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-600">{empty}</p>
  const max = Math.max(1, ...items.map((item) => item.value))
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.label} className="text-sm">
          <div className="flex justify-between gap-3">
            <span className="min-w-0 truncate" dir="auto">
              {item.label}
            </span>
            <span className="tabular-nums">
              {item.value.toLocaleString('en')}
              {item.note ? <span className="text-slate-500"> · {item.note}</span> : null}
            </span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden>
            <div
              className="h-2 rounded-full bg-teal"
              style={{ width: `${(item.value / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
