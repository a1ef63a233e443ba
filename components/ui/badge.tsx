const tones = {
  primary: 'bg-navy text-white',
  secondary: 'bg-slate-200 text-slate-800',
  destructive: 'bg-red-700 text-white',
  admin: 'bg-red-100 text-red-800 ring-1 ring-red-300',
  moderator: 'bg-blue-100 text-blue-800 ring-1 ring-blue-300',
  sales: 'bg-emerald-100 text-emerald-800 ring-1 ring-emerald-300',
  neutral: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300',
  outline: 'bg-white text-slate-700 ring-1 ring-slate-300',
} as const

export type BadgeTone = keyof typeof tones

export function Badge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  )
}
