import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOTSTRAP_STYLESHEET_ID, i18next } from '@/i18n';
import { LanguageSelect } from '@/shared/ui/LanguageSelect';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('choosing a language', () => {
  it('offers the nine languages in their own names', () => {
    render(<LanguageSelect />);
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['العربية', '中文', 'English', 'Français', 'Deutsch', 'Italiano', '日本語', 'Русский', 'Español']);
  });

  it('keeps the choice in the lang cookie and writes the standard tag on the page', async () => {
    render(<LanguageSelect />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Deutsch');
    expect(Cookies.get('lang')).toBe('gr');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("turns the page right-to-left for Arabic, with Bootstrap's RTL stylesheet, and back", async () => {
    render(<LanguageSelect />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'العربية');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    const sheets = () =>
      [...document.querySelectorAll(`link[data-stylesheet="${BOOTSTRAP_STYLESHEET_ID}"]`)].map((link) =>
        link.getAttribute('href'),
      );
    expect(sheets()).toEqual([expect.stringMatching(/bootstrap\.rtl\.min\.css/)]);
    await i18next.changeLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(sheets()).toEqual([expect.stringMatching(/bootstrap\.min\.css/)]);
  });
});
