import { ShieldAlert } from 'lucide-react'

const copy = {
  forbidden: {
    title: 'Access Denied',
    message: "You don't have permission to access this area.",
  },
  'admin-only': {
    title: 'Admin Access Required',
    message: 'This section is only accessible to administrators.',
  },
} as const

/** Spec §5 route guard answers for signed-in people without the needed role. */
export function AccessDenied({ denial }: { denial: 'forbidden' | 'admin-only' }) {
  const { title, message } = copy[denial]
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <ShieldAlert className="mx-auto size-10 text-red-700" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
    </div>
  )
}
