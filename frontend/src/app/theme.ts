import type { ThemeConfig } from 'antd';

/**
 * Kente-inspired palette. Gold is the brand colour, but white text on gold is only ~2.7:1, so
 * gold surfaces carry dark ink (6.4:1) and anything that is *text* uses the deep green (6.5:1)
 * or ink instead of gold. Every pair below meets WCAG AA (>= 4.5:1) for text.
 */
export const palette = {
  gold: '#C8961E',
  goldDark: '#8A6412', // 5.4:1 on white: borders/focus where gold itself is too light
  green: '#1E6B3A',
  greenDeep: '#14532D',
  red: '#B42318',
  ink: '#1F1A14',
  inkSoft: '#5C534A', // secondary text, 7.4:1 on white
  cream: '#FBF7EF',
} as const;

export const SYSTEM_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.gold,
    colorLink: palette.green,
    colorLinkHover: palette.greenDeep,
    colorLinkActive: palette.greenDeep,
    colorSuccess: palette.green,
    colorError: palette.red,
    colorWarning: '#B45309',
    colorInfo: palette.green,
    // antd derives these tints from the seed; from our deep green it gets a murky grey (#a1aba3).
    colorSuccessBg: '#EAF4ED',
    colorSuccessBorder: '#A9CDB5',
    colorInfoBg: '#EAF4ED',
    colorInfoBorder: '#A9CDB5',
    colorText: palette.ink,
    colorTextSecondary: palette.inkSoft,
    colorTextTertiary: '#6E6760',
    colorTextPlaceholder: '#6E6760',
    colorTextDescription: palette.inkSoft,
    colorBgLayout: palette.cream,
    colorBorder: '#D9CFBF',
    borderRadius: 8,
    fontFamily: SYSTEM_FONT_STACK,
    fontSize: 15,
    controlHeight: 40, // comfortable touch targets on phones
  },
  components: {
    Button: {
      primaryColor: palette.ink,
      primaryShadow: 'none',
      defaultHoverColor: palette.green,
      defaultHoverBorderColor: palette.green,
      defaultActiveColor: palette.greenDeep,
      defaultActiveBorderColor: palette.greenDeep,
      fontWeight: 600,
    },
    Input: { activeBorderColor: palette.goldDark, hoverBorderColor: palette.goldDark },
    Select: { activeBorderColor: palette.goldDark, hoverBorderColor: palette.goldDark, optionSelectedColor: palette.ink },
    Pagination: { itemActiveColor: palette.ink, itemActiveColorHover: palette.ink, itemActiveBg: '#FBEFD2' },
    Segmented: { itemSelectedColor: palette.ink },
    Drawer: { colorBgElevated: palette.cream },
    // A selected solid radio button (the supplier portal's language switch) is gold: ink on it, not white (2.7:1).
    Radio: { buttonSolidCheckedColor: palette.ink, buttonSolidCheckedHoverBg: palette.gold, buttonSolidCheckedActiveBg: palette.gold },
    // The selected tab's name was gold on white (2.7:1, axe): green text, the gold kept as its bar.
    Tabs: { itemSelectedColor: palette.green, itemHoverColor: palette.greenDeep, itemActiveColor: palette.greenDeep, inkBarColor: palette.goldDark },
    /*
     * A tag's text is its colour's 7th shade on the 1st: antd's gold, green, orange, cyan and lime
     * give 2.5:1 to 3.4:1 there (axe). Darker shades of the same hues reach WCAG AA (4.5:1).
     */
    Tag: {
      gold7: '#874D00', // 6.5:1 on gold1
      green7: '#237804', // 5.4:1 on green1
      orange7: '#AD4E00', // 5.1:1 on orange1
      cyan7: '#006D75', // 5.8:1 on cyan1
      volcano7: '#AD2102', // 6.4:1 on volcano1
      lime7: '#3F6600', // 6.6:1 on lime1
    },
  },
};
