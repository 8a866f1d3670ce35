import { isLanguage, type Language } from '@platform/i18n';
import { LanguagePicker, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { changeLanguage } from '../app/language.change';
import * as page from '../app/page.css';
import { usePlatform } from '../app/platform.context';

/**
 * /lang: the merchant's languages (the status call's list) as a list, each named in itself; a choice switches the
 * site (remembered as hisLang, saved on a non-agent player's account) and goes to the home page.
 */
export function LanguagesPage() {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const status = useQuery(bootstrapQueries.status(platform));
  const offered = status.data?.languages.filter((code): code is Language => isLanguage(code));
  return (
    <section className={page.page} aria-labelledby="lang-title">
      <h1 id="lang-title" className={page.heading}>
        {t('languages.title')}
      </h1>
      <LanguagePicker
        variant="list"
        value={language}
        {...(offered && offered.length > 0 ? { languages: offered } : {})}
        onChange={(next) => {
          void changeLanguage(platform, next);
          void navigate({ to: '/' });
        }}
      />
    </section>
  );
}
