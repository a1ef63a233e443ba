'use client'

import { useTranslations } from 'next-intl'
import { useWatch } from 'react-hook-form'
import { abbreviateEgp } from '@/lib/pricing/format-price'
import { priceWords } from '@/lib/pricing/price-words'
import { readMoney } from '@/lib/pricing/read-money'
import { TextControl, type TextControlProps } from './controls'
import { fieldId } from './field-config'

/** An EGP amount typed as staff write prices, read back as the site will show it. */
export function MoneyControl(props: Omit<TextControlProps, 'type'>) {
  const t = useTranslations('admin.forms')
  const value: unknown = useWatch({ name: props.name })
  const amount = readMoney(value)
  const reading =
    amount !== null && Number.isFinite(amount) && amount >= 0
      ? `${abbreviateEgp(amount, priceWords('en'))} · ${abbreviateEgp(amount, priceWords('ar'))}`
      : null
  return (
    <>
      <TextControl {...props} type="number" />
      {reading ? (
        <p
          id={`${fieldId(props.name)}-reading`}
          className="mt-1 text-xs font-medium text-teal"
          aria-live="polite"
        >
          {t('money', { reading })}
        </p>
      ) : null}
    </>
  )
}
