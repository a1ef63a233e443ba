/** The inline message of a part that could not load; reloading keeps the forms' drafts. */
export function PartFailed({ message, reload }: { message: string; reload: string }) {
  return (
    <div role="alert" className="mt-6 rounded-2xl bg-white p-6 text-navy ring-1 ring-sand-deep">
      <p>{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 inline-flex min-h-11 items-center rounded-full px-5 font-semibold ring-1 ring-sand-deep hover:bg-sand"
      >
        {reload}
      </button>
    </div>
  )
}
