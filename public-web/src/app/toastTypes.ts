import type { ReactNode } from 'react';

/** What a toast says, shared by the function that raises it and the host that shows it. */
export interface ToastMessage {
  title: string;
  /** Text, or the admin's error with its copyable reference (`admin/errorMessage.tsx`). */
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
}

/** A toast on screen: its message and a number that tells it from the one before. */
export interface ToastState extends ToastMessage {
  id: number;
}
