export { theme, themeFor } from './tokens';
export * from './colorScheme';
export { useColorScheme } from './useColorScheme';
export { ThemeProvider } from './ThemeProvider';
export { isPhone, usePhone } from './usePhone';
