'use client'

import * as Alert from '@radix-ui/react-alert-dialog'
import { buttonClass } from './button'

export type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: React.ReactNode
  confirmLabel: string
  /** The button that closes without doing anything: "Cancel" unless said otherwise ("Stay"). */
  cancelLabel?: string
  pending?: boolean
  onConfirm: () => void
  /** A third choice between Cancel and the confirmation ("Save project only"). */
  secondary?: { label: string; onSelect: () => void }
  /** Opened from a plain button (no Radix trigger): where focus goes back on close. */
  returnFocus?: React.RefObject<HTMLElement | null>
  /** A question to answer before confirming (a select), under the description. */
  children?: React.ReactNode
}

/** A destructive confirmation; focus starts on Cancel and returns to the trigger on close. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Alert.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Alert.Portal>
        <Alert.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Alert.Content
          onCloseAutoFocus={(event) => {
            const target = props.returnFocus?.current
            if (!target?.isConnected) return
            event.preventDefault()
            target.focus()
          }}
          className="fixed inset-x-0 top-1/2 z-50 mx-auto w-[min(28rem,calc(100vw-2rem))] -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Alert.Title className="text-lg font-semibold text-ink">{props.title}</Alert.Title>
          <Alert.Description className="mt-2 text-sm text-slate-600">
            {props.description}
          </Alert.Description>
          {props.children}
          <div className="mt-6 flex justify-end gap-2">
            <Alert.Cancel className={buttonClass('outline')}>
              {props.cancelLabel ?? 'Cancel'}
            </Alert.Cancel>
            {props.secondary ? (
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={props.secondary.onSelect}
              >
                {props.secondary.label}
              </button>
            ) : null}
            <Alert.Action
              className={buttonClass('destructive')}
              disabled={props.pending}
              onClick={(event) => {
                event.preventDefault() // stay open until the delete has answered
                props.onConfirm()
              }}
            >
              {props.confirmLabel}
            </Alert.Action>
          </div>
        </Alert.Content>
      </Alert.Portal>
    </Alert.Root>
  )
}
