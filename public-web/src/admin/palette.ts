/**
 * Text colours of the admin's coloured tags (status badges; the light theme's success colour is
 * the green here too), at 4.5:1 or more on antd's tag backgrounds (its own preset text is
 * 3.4–4.2:1 for cyan, green, gold in the light theme and geekblue in the dark one).
 */
/** antd preset colours the admin's tags use. */
export type Tone = 'blue' | 'cyan' | 'geekblue' | 'purple' | 'gold' | 'green' | 'red';

export const TAG_TEXT: Record<'light' | 'dark', Record<Tone, string>> = {
  light: {
    blue: '#003eb3',
    cyan: '#006d75',
    geekblue: '#10239e',
    purple: '#391085',
    gold: '#874d00',
    green: '#237804',
    red: '#a8071a',
  },
  dark: {
    blue: '#69b1ff',
    cyan: '#5cdbd3',
    geekblue: '#85a5ff',
    purple: '#b37feb',
    gold: '#ffd666',
    green: '#95de64',
    red: '#ff7875',
  },
};

/**
 * The dark theme's surfaces for antd (the site's own, styles/global.css `:root.dark`): the page,
 * containers (cards, tables, inputs), raised layers (dialogs, menus, drawers, notices), borders
 * and text. A test keeps them equal to the site's variables.
 */
export const DARK_SURFACES = {
  bg: '#07110e',
  surface: '#0f1f1a',
  raised: '#132822',
  border: '#21382f',
  borderSoft: '#1a2e27',
  text: '#e8f1ee',
} as const;
