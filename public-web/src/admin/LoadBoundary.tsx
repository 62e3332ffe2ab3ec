import { Component, type ReactNode } from 'react';

/**
 * A part of the console loaded on first use that could not be fetched (a new deployment replaced
 * its chunk, the network went away): its fallback says so, instead of a blank or the whole
 * console failing.
 */
export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
