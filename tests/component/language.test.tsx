import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { LayoutAttributes } from '@/features/layout';
import { createTestStore } from '../helpers/app';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import { BOOTSTRAP_STYLESHEET_ID } from '@/shared/lib/bootstrap-css';
import { LanguageSelect } from '@/shared/ui/LanguageSelect';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

function renderSelect() {
  const { store } = createTestStore();
  render(
    <Provider store={store}>
      <LayoutAttributes />
      <LanguageSelect />
    </Provider>,
  );
  return store;
}

describe('choosing a language', () => {
  it('offers the nine languages in their own names', () => {
    render(<LanguageSelect />);
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['العربية', '中文', 'English', 'Français', 'Deutsch', 'Italiano', '日本語', 'Русский', 'Español']);
  });

  it('keeps the choice in the lang cookie and writes the standard tag on the page', async () => {
    renderSelect();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Deutsch');
    expect(Cookies.get('lang')).toBe('gr');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("turns the page right-to-left for Arabic, with Bootstrap's RTL stylesheet, and back", async () => {
    const store = renderSelect();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'العربية');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(store.getState().layoutSettings.direction).toBe('rtl');
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
