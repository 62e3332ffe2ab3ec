import { Link2, Share2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { LinkedInIcon, XIcon } from '../../layout/SocialLinks';
import styles from './news.module.css';

const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const unchanging = () => () => {};

/**
 * The article's share buttons: the system share sheet where the browser has one, otherwise links
 * to share on X and LinkedIn (new tab, no opener); and a copy-link button everywhere.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useT();
  const toast = useToast();
  // A page rendered on the server shows the links first; the browser then swaps in its own sheet.
  const native = useSyncExternalStore(unchanging, canShareNatively, () => false);

  async function shareNatively() {
    try {
      await navigator.share({ title, text: title, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // eslint-disable-next-line no-console -- failures are logged (SPEC section 8)
      console.error('Share failed', error);
    }
  }

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.linkCopied'), variant: 'success' });
    } catch (error) {
      // eslint-disable-next-line no-console -- failures are logged (SPEC section 8)
      console.error('Copy failed', error);
      toast({ title: t('share.copyFailed'), variant: 'destructive' });
    }
  }

  const encodedUrl = encodeURIComponent(url);
  return (
    <div className={styles.share} role="group" aria-label={t('share.title')}>
      <span className={styles.shareLabel} aria-hidden>
        {t('share.title')}
      </span>
      {native ? (
        <button
          type="button"
          className={styles.shareButton}
          onClick={() => void shareNatively()}
          aria-label={t('share.title')}
          title={t('share.title')}
          data-testid="share-native"
        >
          <Share2 size={18} aria-hidden />
        </button>
      ) : (
        <>
          <a
            className={styles.shareButton}
            href={`https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('share.onX')}
            title={t('share.onX')}
            data-testid="share-x"
          >
            <XIcon size={16} />
          </a>
          <a
            className={styles.shareButton}
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('share.onLinkedIn')}
            title={t('share.onLinkedIn')}
            data-testid="share-linkedin"
          >
            <LinkedInIcon size={16} />
          </a>
        </>
      )}
      <button
        type="button"
        className={styles.shareButton}
        onClick={() => void copyLink()}
        aria-label={t('share.copyLink')}
        title={t('share.copyLink')}
        data-testid="share-copy"
      >
        <Link2 size={18} aria-hidden />
      </button>
    </div>
  );
}
