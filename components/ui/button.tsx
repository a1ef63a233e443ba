import { forwardRef } from 'react'

const variants = {
  primary: 'bg-navy text-white hover:bg-ink',
  outline: 'bg-white text-navy ring-1 ring-slate-300 hover:bg-slate-50',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-navy hover:bg-slate-100',
} as const

const sizes = {
  // 44 px on a phone (a finger's width), smaller where a pointer aims.
  md: 'min-h-11 px-4 text-sm md:min-h-10',
  sm: 'min-h-11 px-3 text-sm md:min-h-8',
  icon: 'size-11 sm:size-9',
} as const

export type ButtonVariant = keyof typeof variants

/** Class list of a button, for links styled as buttons too. */
export function buttonClass(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md') {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal disabled:pointer-events-none disabled:opacity-60 ${variants[variant]} ${sizes[size]}`
}

export type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: keyof typeof sizes
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className = '', type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={`${buttonClass(variant, size)} ${className}`}
      {...props}
    />
  )
})
