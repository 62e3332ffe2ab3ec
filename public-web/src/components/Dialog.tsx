import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useHydrated } from '../app/viewport';
import { useT } from '../app/i18n';
import { IconButton, ui as styles } from './ui';

// Its own module: Radix's dialog (focus trap, scroll lock) loads with the pages that open one,
// not with the home page.
/** An accessible modal dialog (Radix) with a title, an optional description and a close button. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  // A dialog open in the server's HTML (a page that is a dialog's address) is rendered in place:
  // a portal has no document on the server, and the first render in the browser must match.
  const Portal = useHydrated() ? RadixDialog.Portal : Fragment;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.dialog}>
          <RadixDialog.Title className={styles.dialogTitle}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description asChild>
              <div>{description}</div>
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close asChild>
            <IconButton label={t('common.close')} className={styles.dialogClose}>
              <X size={18} aria-hidden />
            </IconButton>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </Portal>
    </RadixDialog.Root>
  );
}
