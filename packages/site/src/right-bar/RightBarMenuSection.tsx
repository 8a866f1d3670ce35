import { MenuSection, RightBar, useT } from '@platform/ui-kit';
import { useRightBarEntries } from './RightBarOverlay';

/** The right bar's shortcuts in the phone frame's menu sheet: the same entries, as tiles; a choice closes the sheet. */
export default function RightBarMenuSection({ onClose }: { onClose: () => void }) {
  const t = useT();
  const entries = useRightBarEntries(onClose);
  if (!entries || entries.length === 0) return null;
  return (
    <MenuSection title={t('rightBar.label')}>
      <RightBar entries={entries} layout="menu" />
    </MenuSection>
  );
}
