import { Button } from 'antd';
import { TranslateIcon } from '../icons';
import { useT } from '../../app/i18n';
import type { TranslationDirection } from './translation';

/** One of the listing form's two translation helpers, busy while its direction translates. */
export function TranslateButton({
  direction,
  busy,
  translating,
  onClick,
}: {
  direction: TranslationDirection;
  busy: boolean;
  translating: TranslationDirection | null;
  onClick(direction: TranslationDirection): void;
}) {
  const t = useT();
  return (
    <Button
      icon={<TranslateIcon />}
      onClick={() => onClick(direction)}
      disabled={busy}
      loading={translating === direction}
      data-testid={`listing-translate-${direction}`}
    >
      {translating === direction
        ? t('admin.listings.translating')
        : t(
            direction === 'arToEn'
              ? 'admin.listings.translateArToEn'
              : 'admin.listings.translateEnToAr',
          )}
    </Button>
  );
}
