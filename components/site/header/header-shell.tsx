'use client'

import { useEffect, useState } from 'react'

const SCROLL_THRESHOLD_PX = 20 // spec §9: stronger header background past 20 px

export function HeaderShell({ children }: { children: React.ReactNode }) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <header
      data-scrolled={scrolled}
      className="sticky top-0 z-40 border-b border-transparent bg-sand/70 backdrop-blur transition-colors data-[scrolled=true]:border-sand-deep data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-sm"
    >
      {children}
    </header>
  )
}
