import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { changeLanguage } from '../../i18n';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Features/Profiles/Language switch',
  component: LanguageSwitch,
  beforeEach: async () => {
    await changeLanguage('en');
    return async () => {
      await changeLanguage('en');
    };
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The switch says which language is current (`aria-pressed`); pressing TH turns the UI and the
 * page's `<html lang>` Thai, so a screen reader reads it with a Thai voice.
 */
export const ShowsTheCurrentLanguage: Story = {
  play: async ({ canvas, userEvent }) => {
    const english = canvas.getByRole('button', { name: 'EN' });
    const thai = canvas.getByRole('button', { name: 'TH' });
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(thai).toHaveAttribute('aria-pressed', 'false');
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
    // Seen, not only announced: the current language is drawn differently from the other.
    await expect(getComputedStyle(english).fontWeight).not.toBe(getComputedStyle(thai).fontWeight);

    await userEvent.click(thai);

    await waitFor(() => expect(thai).toHaveAttribute('aria-pressed', 'true'));
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    // (after the button's transition)
    await waitFor(() => expect(getComputedStyle(thai).fontWeight).toBe('600'));
    await expect(document.documentElement).toHaveAttribute('lang', 'th');
    await expect(canvas.getByRole('group', { name: 'ภาษา' })).toBeVisible();
  },
};
