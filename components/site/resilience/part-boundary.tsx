'use client'

import { Component, type ReactNode } from 'react'

type Props = { children: ReactNode; fallback: ReactNode }

/**
 * Keeps a failure inside one part of the page (a late chunk that never arrived): the part
 * shows its inline message and the rest of the page, with what the visitor typed, stays.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
