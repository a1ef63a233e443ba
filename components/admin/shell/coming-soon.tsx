/** Spec §2: sections that are not built yet say so. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="text-lg font-semibold">Coming Soon</p>
        <p className="mt-1 text-sm text-slate-600">This section is on its way.</p>
      </div>
    </div>
  )
}
