'use client'

import { Calculator, X } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import {
  calculatePlan,
  DEFAULT_DOWN_PAYMENT_PERCENT,
  DEFAULT_PRICE_EGP,
  DEFAULT_TENURE_YEARS,
  DOWN_PAYMENT_OPTIONS,
  priceOrDefault,
  TENURE_YEARS_OPTIONS,
  type DownPaymentPercent,
  type TenureYears,
} from '@/lib/pricing/calculator'
import { affixWords, formatEgp, type AmountAffixes } from '@/lib/pricing/format-price'
import { moneyText, readMoney } from '@/lib/pricing/read-money'
import { toWesternDigits } from '@/lib/validation/phone'
import { SegmentedChoice } from './segmented-choice'

/** Every visible string; the caller passes them translated. */
export type PaymentCalculatorLabels = {
  open: string
  price: string
  downPayment: string
  tenure: string
  /** Appended to a tenure option: "10 years" / "10 سنوات". */
  yearsSuffix: string
  downPaymentResult: string
  monthlyResult: string
  disclaimer: string
  close: string
  /** In place of the results while the price is empty or zero. */
  enterPrice: string
  /** The words around an amount (amountAffixes on the server: no ICU in this bundle). */
  amounts: Record<'full' | 'typed', AmountAffixes>
}

export type PaymentCalculatorProps = {
  heading: string
  ctaLabel?: string | null
  /** The price (EGP) the calculator starts from, e.g. the project's lowest unit price. */
  startingPrice?: number | null
  labels: PaymentCalculatorLabels
  /** Runs after the drawer has closed, e.g. to scroll to the lead form. */
  onCta?: () => void
  /** Element id to scroll to when there is no onCta (server pages cannot pass functions). */
  ctaTargetId?: string | null
}

export function PaymentCalculator({
  heading,
  ctaLabel,
  startingPrice,
  labels,
  onCta,
  ctaTargetId,
}: PaymentCalculatorProps) {
  const words = useMemo(() => affixWords(labels.amounts), [labels.amounts])
  const priceId = useId()
  const titleId = useId()
  const disclaimerId = useId()
  const [open, setOpen] = useState(false)
  const [priceText, setPriceText] = useState(() => moneyText(priceOrDefault(startingPrice), words))
  const [percent, setPercent] = useState<DownPaymentPercent>(DEFAULT_DOWN_PAYMENT_PERCENT)
  const [years, setYears] = useState<TenureYears>(DEFAULT_TENURE_YEARS)
  const ctaClicked = useRef(false)

  // An emptied or zero price asks for one: no figures are made up from a default.
  const typed = readMoney(priceText)
  const price = typed !== null && typed > 0 ? typed : null
  const plan = useMemo(
    () => (price === null ? null : calculatePlan({ price, downPaymentPercent: percent, years })),
    [price, percent, years],
  )

  const runCta = () => {
    if (onCta) return onCta()
    if (ctaTargetId) document.getElementById(ctaTargetId)?.scrollIntoView({ behavior: 'smooth' })
  }
  const hasCta = Boolean(ctaLabel && (onCta || ctaTargetId))

  const onClose = () => {
    setOpen(false)
    if (!ctaClicked.current) return
    // After the CTA the page scrolls on to its target once the drawer (and scroll lock) is gone.
    ctaClicked.current = false
    requestAnimationFrame(runCta)
  }

  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-sand-deep sm:flex-row sm:items-center sm:justify-between">
          <h2 className="text-xl font-semibold text-navy">{heading}</h2>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-navy px-5 font-semibold text-white hover:bg-teal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal"
          >
            <Calculator aria-hidden className="size-5" />
            {labels.open}
          </button>
        </div>
      </section>
      <ModalDialog
        open={open}
        onClose={onClose}
        labelledBy={titleId}
        describedBy={disclaimerId}
        className="inset-x-0 top-auto bottom-0 m-0 max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-3xl border-0 bg-sand p-6 shadow-xl backdrop:bg-ink/40 focus:outline-none sm:inset-y-0 sm:start-auto sm:end-0 sm:h-dvh sm:max-h-none sm:max-w-md sm:rounded-none sm:rounded-s-3xl"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold text-navy">
            {heading}
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={labels.close}
            className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-navy hover:bg-sand-deep/60"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>

        <div className="mt-6 space-y-6">
          <div>
            <label htmlFor={priceId} className="mb-2 block text-sm font-medium text-navy">
              {labels.price}
            </label>
            <input
              id={priceId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              dir="auto"
              value={priceText}
              placeholder={moneyText(DEFAULT_PRICE_EGP, words)}
              // Arabic-Indic and Persian digits become 0-9 as they are typed.
              onChange={(event) => setPriceText(toWesternDigits(event.target.value))}
              onBlur={() => {
                const parsed = readMoney(priceText)
                if (parsed !== null && parsed > 0) setPriceText(moneyText(parsed, words))
              }}
              className="block min-h-11 w-full rounded-xl bg-white px-4 text-lg font-semibold text-navy ring-1 ring-sand-deep focus:outline-2 focus:outline-teal"
            />
          </div>
          <SegmentedChoice
            legend={labels.downPayment}
            options={DOWN_PAYMENT_OPTIONS}
            value={percent}
            onChange={setPercent}
            renderOption={(option) => `${option}%`}
          />
          <SegmentedChoice
            legend={labels.tenure}
            options={TENURE_YEARS_OPTIONS}
            value={years}
            onChange={setYears}
            renderOption={(option) => `${option} ${labels.yearsSuffix}`}
          />
        </div>

        <dl
          aria-live="polite"
          aria-atomic="true"
          className="mt-6 grid gap-3 rounded-2xl bg-navy p-5 text-white"
        >
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-sm text-white/80">{labels.downPaymentResult}</dt>
            <dd className="text-lg font-semibold">
              {plan ? formatEgp(plan.downPayment, words) : labels.enterPrice}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-sm text-white/80">{labels.monthlyResult}</dt>
            <dd className="text-2xl font-bold">
              {plan ? formatEgp(plan.monthlyInstallment, words) : labels.enterPrice}
            </dd>
          </div>
        </dl>

        <p id={disclaimerId} className="mt-4 text-sm text-muted">
          {labels.disclaimer}
        </p>

        {hasCta ? (
          <button
            type="button"
            onClick={() => {
              ctaClicked.current = true
              setOpen(false)
            }}
            className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-gold px-6 font-semibold text-white hover:bg-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal"
          >
            {ctaLabel}
          </button>
        ) : null}
      </ModalDialog>
    </>
  )
}
