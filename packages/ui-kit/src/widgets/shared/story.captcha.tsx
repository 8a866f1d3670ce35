// Stand-ins for the site's captchas in stories: an image captcha and a one-click bot check, both accessible.
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { TextField } from '../../primitives/text-field/TextField';
import type { CaptchaSlot } from '../accounts/login/captcha.slot';
import { storyImage } from './story.helpers';
import * as shared from './widgets.css';

/** The image captcha the site would draw in the slot. */
export function StoryImageCaptcha({ value, onChange, error }: CaptchaSlot) {
  const t = useT();
  const [round, setRound] = useState(0);
  return (
    <div className={shared.fieldWithAction}>
      <TextField
        label={t('accounts.register.captcha')}
        placeholder={t('accounts.register.captchaPlaceholder')}
        value={value}
        onValueChange={onChange}
        error={error}
        autoComplete="off"
        required
      />
      <button
        type="button"
        className={shared.linkButton}
        title={t('accounts.captcha.refresh')}
        onClick={() => {
          setRound(round + 1);
          onChange('');
        }}
      >
        <img
          src={storyImage(['K3X9', 'Q7RM', 'P2WD'][round % 3] ?? '', 200, 96, 40)}
          alt={t('accounts.captcha.imageAlt')}
          width={96}
          height={40}
        />
      </button>
    </div>
  );
}

/** The bot check the site would draw: one press passes it. */
export function StoryBotCheck({ passed, onPass }: { passed: boolean; onPass: () => void }) {
  const t = useT();
  return (
    <Button tone="secondary" block onClick={onPass} aria-pressed={passed}>
      {passed ? t('accounts.captcha.success') : t('accounts.captcha.waiting')}
    </Button>
  );
}
