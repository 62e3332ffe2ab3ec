/** What a toast says, shared by the function that raises it and the host that shows it. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

/** A toast on screen: its message and a number that tells it from the one before. */
export interface ToastState extends ToastMessage {
  id: number;
}
