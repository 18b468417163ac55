import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Globe from 'lucide-react/icons/globe';
import { LANGUAGE_REGISTRY, type Language } from '@/config/languages';
import { useHoverMenu } from '@/ui/hooks/useHoverMenu';

/**
 * The build's languages in the merchant's order (ADR 051), each named in its own language and tagged with it:
 * radio items of the desktop header's menu, or the pressed-or-not chips of the phone's drawer.
 */
export function LanguageChoices({
  language,
  languages,
  variant,
  onChoose,
}: {
  language: Language;
  languages: readonly Language[];
  variant: 'menu' | 'chips';
  onChoose(lang: Language): void;
}) {
  return languages.map((lang) => {
    const { label, htmlLang } = LANGUAGE_REGISTRY[lang];
    if (variant === 'chips') {
      return (
        <button
          key={lang}
          type="button"
          className="drawer__chip"
          aria-pressed={lang === language}
          lang={htmlLang}
          onClick={() => onChoose(lang)}
        >
          {label}
        </button>
      );
    }
    return (
      <li key={lang} role="none">
        <button
          type="button"
          role="menuitemradio"
          className="header__menu-item"
          tabIndex={-1}
          aria-checked={lang === language}
          lang={htmlLang}
          onClick={() => onChoose(lang)}
        >
          {label}
        </button>
      </li>
    );
  });
}

/** The desktop header's language menu button (ADR 017: one Tab stop, focus on the chosen language). */
export function LanguageMenu({
  language,
  languages,
  onChange,
  closeDelayMs,
}: {
  language: Language;
  languages: readonly Language[];
  onChange(l: Language): void;
  closeDelayMs: number;
}) {
  const { t } = useTranslation('shell');
  const menu = useHoverMenu(closeDelayMs);
  const menuId = useId();
  // The button's name is what it shows (the language code, WCAG 2.5.3); "Language" is its description.
  return (
    <div className="header__menu" {...menu.hoverProps}>
      <button
        type="button"
        className="header__tool"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        title={t('header.language')}
        {...menu.triggerProps}
        onClick={() => menu.openWithFocus('selected')}
        data-testid="language-button"
      >
        <Globe className="icon" aria-hidden="true" />
        {language}
      </button>
      {menu.open && (
        <ul
          id={menuId}
          className="header__menu-panel"
          role="menu"
          aria-label={t('header.language')}
          {...menu.panelProps}
        >
          <LanguageChoices
            language={language}
            languages={languages}
            variant="menu"
            onChoose={(lang) => menu.choose(() => onChange(lang))}
          />
        </ul>
      )}
    </div>
  );
}
