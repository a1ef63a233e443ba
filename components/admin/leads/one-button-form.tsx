'use client'

import { Button } from '@/components/ui/button'

type OneButtonFormProps = {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  pending: boolean
  /** What the form posts, as hidden fields. */
  values: Record<string, string>
  label: string
  pendingLabel: string
  className?: string
}

/** The leads screens' small outlined button that posts its values (resend a mail, mail my day). */
export function OneButtonForm({ values, pending, ...props }: OneButtonFormProps) {
  return (
    <form method="post" onSubmit={props.onSubmit} className={props.className}>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={pending}
        className="min-h-11 md:min-h-8"
      >
        {pending ? props.pendingLabel : props.label}
      </Button>
    </form>
  )
}
